export const LANGUAGES = ['de', 'en', 'no'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

const COOKIE = 'locale';
const COOKIE_DAYS = 365;

/** The language tag used for Intl formatting of each language. */
export const LANGUAGE_TAGS: Record<Language, string> = { de: 'de-DE', en: 'en-GB', no: 'nb-NO' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** `/en/...` or `/no/...`: the language the URL asks for, if any (de is the unprefixed default). */
export function languageFromPath(pathname: string): Language | null {
  const first = pathname.split('/')[1];
  return first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : null;
}

function languageFromCookie(): Language | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  const value = match?.slice(COOKIE.length + 1);
  return isLanguage(value) ? value : null;
}

function languageFromBrowser(): Language | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
    if (base === 'nb' || base === 'nn') return 'no';
  }
  return null;
}

/** URL prefix, then the cookie, then the browser, then German. */
export function detectLanguage(pathname = window.location.pathname): Language {
  return languageFromPath(pathname) ?? languageFromCookie() ?? languageFromBrowser() ?? DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: Language) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and older Firefox
  document.cookie = `${COOKIE}=${language}; Max-Age=${COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`;
}

/** The router's basename: the URL's language prefix, so every route works under /en and /no too. */
export function basename(pathname = window.location.pathname): string {
  const prefix = languageFromPath(pathname);
  return prefix ? `/${prefix}` : '/';
}
