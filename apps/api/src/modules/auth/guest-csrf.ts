import { createHmac } from 'node:crypto';
import { randomToken, safeEqual } from '../../lib/tokens';
import { SESSION_IDLE_MS } from './sessions';

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`guest-csrf:${payload}`).digest('base64url');

/**
 * A guest's CSRF token, signed instead of stored: a browser asks for one before signing in, and
 * keeping a row per ask would let anyone grow the sessions table. It is checked as a double submit
 * (the XSRF header equals the XSRF cookie), which a foreign site cannot send.
 */
export function issueGuestCsrfToken(secret: string, now = Date.now()): string {
  const payload = `${now.toString(36)}.${randomToken(18)}`;
  return `${payload}.${mac(secret, payload)}`;
}

export function isGuestCsrfToken(secret: string, token: string, now = Date.now()): boolean {
  const cut = token.lastIndexOf('.');
  const payload = token.slice(0, cut);
  const issuedAt = Number.parseInt(payload.split('.')[0] ?? '', 36);
  if (cut < 0 || !(now - issuedAt < SESSION_IDLE_MS && issuedAt <= now)) return false;
  return safeEqual(token.slice(cut + 1), mac(secret, payload));
}
