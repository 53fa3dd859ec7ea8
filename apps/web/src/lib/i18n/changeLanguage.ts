import { i18n } from '.';
import { isLanguage, type Language, languageFromPath, rememberLanguage } from './locale';

export const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English', no: 'Norsk' };

/**
 * Remembers the choice in the cookie. Under a language prefix (/en/...) the URL would win over the
 * cookie, so the page moves to the unprefixed path; otherwise the language switches in place.
 */
export async function changeLanguage(language: Language) {
  rememberLanguage(language);
  const { pathname, search, hash } = window.location;
  const prefix = languageFromPath(pathname);
  if (prefix) {
    window.location.assign(`${pathname.slice(prefix.length + 1) || '/'}${search}${hash}`);
    return;
  }
  await i18n.changeLanguage(language);
}

/**
 * At sign-in the profile's language wins over what this device guessed: it is remembered, and shown
 * at once unless the URL names a language.
 */
export async function adoptProfileLanguage(language: string) {
  if (!isLanguage(language)) return;
  rememberLanguage(language);
  if (!languageFromPath(window.location.pathname) && i18n.resolvedLanguage !== language) await i18n.changeLanguage(language);
}
