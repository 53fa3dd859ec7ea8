import { createHmac } from 'node:crypto';
import { identityMessages as says } from '@portal/contracts/identity-messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { appUrl } from '../../lib/app-url';
import { forbidden } from '../../lib/errors';
import { safeEqual, sha256 } from '../../lib/tokens';
import { composeMail, mailTemplates, sendMail } from '../mail';
import type { UserRow } from '../users';

const LINK_LIFETIME_MS = 60 * 60_000;

/** The path part of the link names the address it verifies, so a link stops working once the email changes. */
const emailHash = (email: string) => sha256(email.toLowerCase());

const signature = (secret: string, id: number, hash: string, expires: number) =>
  createHmac('sha256', secret).update(`email-verify|${id}|${hash}|${expires}`).digest('hex');

/** The web page `/email/verify/{id}/{hash}?expires=…&signature=…`, signed with the session secret. */
export function verificationLink(request: FastifyRequest, user: Pick<UserRow, 'id' | 'email'>, now = Date.now()): string {
  const hash = emailHash(user.email);
  const expires = Math.floor((now + LINK_LIFETIME_MS) / 1000);
  const url = new URL(appUrl(request, `/email/verify/${user.id}/${hash}`));
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', signature(request.server.config.SESSION_SECRET, user.id, hash, expires));
  return url.toString();
}

/** Mails the owner of the address a link that proves it is theirs. */
export async function sendVerificationMail(
  db: Executor,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'email' | 'locale'>,
) {
  await sendMail(db, composeMail(mailTemplates.verifyEmail, user, { link: verificationLink(request, user) }));
}

export interface VerificationLink {
  id: number;
  hash: string;
  expires: number;
  signature: string;
}

/**
 * Marks the address verified when the link is genuine, unexpired and still names the user's current
 * address. No sign-in needed: the signature proves the link came from the mail, and people often open
 * it on a phone where they are not signed in.
 */
export async function verifyEmail(db: Executor, secret: string, link: VerificationLink): Promise<void> {
  const expected = signature(secret, link.id, link.hash, link.expires);
  const valid = safeEqual(link.signature, expected) && link.expires * 1000 > Date.now();
  const user = valid ? await db.query.users.findFirst({ where: eq(users.id, link.id) }) : undefined;
  if (!user || !safeEqual(emailHash(user.email), link.hash)) throw forbidden(says.verificationLinkInvalid);
  await markEmailVerified(db, user.id);
}

/** Records that the user proved the address (keeps the first time). */
export async function markEmailVerified(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
