import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, detectLanguage, LANGUAGE_TAGS, LANGUAGES, type Language } from './locale';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

/** Loads one namespace of one language on demand, so only what a page needs is downloaded. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = files[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`missing locale file ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

let initialised: ReturnType<typeof i18n.init> | undefined;

/** Starts i18next once: the entry and the first route's loader both wait for it. */
export function initI18n() {
  initialised ??= start();
  return initialised;
}

function start() {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: detectLanguage(),
      // Every key exists in every language (e2e/translations.test.ts), so no page loads a second language's texts.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
}

/** Loads the namespaces a page needs (once i18next has started), so they arrive with the page's chunk. */
export async function loadNamespaces(namespaces: string[]) {
  await initI18n();
  await i18n.loadNamespaces(namespaces);
}

export function currentLanguage(): Language {
  return (i18n.resolvedLanguage ?? DEFAULT_LANGUAGE) as Language;
}

export function currentLanguageTag(): string {
  return LANGUAGE_TAGS[currentLanguage()];
}

export { i18n };
