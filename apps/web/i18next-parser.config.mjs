// Key extraction for e2e/translations.test.ts: every key the code uses literally must exist in de, en and no.
export default {
  locales: ['de'],
  defaultNamespace: 'common',
  namespaceSeparator: ':',
  keySeparator: '.',
  input: ['src/**/*.{ts,tsx}'],
  output: process.env.I18N_EXTRACT_DIR
    ? `${process.env.I18N_EXTRACT_DIR}/$LOCALE/$NAMESPACE.json`
    : 'node_modules/.cache/i18n-extract/$LOCALE/$NAMESPACE.json',
  createOldCatalogs: false,
  keepRemoved: false,
  sort: true,
  pluralSeparator: '_',
  lexers: { ts: ['JsxLexer'], tsx: ['JsxLexer'], default: ['JsxLexer'] },
  verbose: false,
};
