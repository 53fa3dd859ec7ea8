import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../modules/auth';

const LOGIN = /^\/(?:(en|no)\/)?login\/?$/;

const isLanguage = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The browser's languages in the order it prefers them, as `navigator.languages` gives them to the app. */
function browserLanguage(header: string | undefined): Locale | null {
  const tags = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.toLowerCase().split('-')[0], q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((tag) => tag.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of tags) {
    if (isLanguage(base)) return base;
    if (base === 'nb' || base === 'nn') return 'no';
  }
  return null;
}

/** The language the app will pick (apps/web/src/lib/i18n/locale.ts): the address's prefix, the `locale` cookie, the browser, German. */
export function pageLanguage(request: FastifyRequest, prefix?: Locale): Locale {
  const cookie = request.cookies.locale;
  return prefix ?? (isLanguage(cookie) ? cookie : null) ?? browserLanguage(request.headers['accept-language']) ?? 'de';
}

/**
 * The login page's snapshot (apps/web/build/snapshots.ts) for a guest opening /login, in the
 * language the app will pick; none for a browser with a session, which the app sends on.
 */
export function loginSnapshot(request: FastifyRequest, distDir: string): string | undefined {
  const match = LOGIN.exec(request.url.split('?')[0] ?? '');
  if (!match || request.cookies[SESSION_COOKIE]) return undefined;
  const prefix = match[1] as Locale | undefined;
  const language = pageLanguage(request, prefix);
  const file = `snapshots/login-${language}${prefix ? '-prefixed' : ''}.html`;
  return existsSync(join(distDir, file)) ? file : undefined;
}
