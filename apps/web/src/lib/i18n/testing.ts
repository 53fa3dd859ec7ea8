import { i18n } from '.';
import { LANGUAGES, type Language } from './locale';

/**
 * For unit tests of code that formats by the current language: switches i18n to `language` without the
 * locale files (one placeholder text each), so dates and numbers follow that language's conventions.
 */
export async function switchLanguage(language: Language) {
  if (!i18n.isInitialized)
    await i18n.init({
      supportedLngs: [...LANGUAGES],
      resources: Object.fromEntries(LANGUAGES.map((code) => [code, { common: { language: code } }])),
    });
  await i18n.changeLanguage(language);
}
