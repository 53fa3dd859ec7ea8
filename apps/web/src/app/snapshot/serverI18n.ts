import { initReactI18next } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import type { Language } from '../../lib/i18n/locale';

const texts = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

function resources() {
  const all: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, namespace] of Object.entries(texts)) {
    const [, language, name] = file.match(/locales\/(\w+)\/(\w+)\.json$/) ?? [];
    if (language && name) all[language] = { ...all[language], [name]: namespace };
  }
  return all;
}

/** i18next for a render outside the browser: every text of every language at hand, in `language` now. */
export async function setServerLanguage(language: Language) {
  if (!i18n.isInitialized)
    await i18n.use(initReactI18next).init({
      resources: resources(),
      lng: language,
      fallbackLng: false,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  await i18n.changeLanguage(language);
}
