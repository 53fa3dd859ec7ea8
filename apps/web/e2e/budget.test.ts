import { describe, expect, it } from 'vitest';
import { gzipSize, readManifest, staticClosure } from './support/bundle';

const BUDGET_BYTES = 250 * 1024;
const ENTRY = 'index.html';
/** What a guest's first visit runs: the entry, the blank layout, the login page and its German texts. */
const FIRST_ROUTE = [
  ENTRY,
  'src/app/layouts/BlankLayout.tsx',
  'src/features/auth/pages/LoginPage.tsx',
  'src/locales/de/common.json',
  'src/locales/de/auth.json',
];

describe('the web build', () => {
  const manifest = readManifest();

  it(`keeps the first route's JavaScript within ${BUDGET_BYTES / 1024} KB gzip`, () => {
    const size = gzipSize(manifest, staticClosure(manifest, FIRST_ROUTE));
    console.info(`first route: ${(size / 1024).toFixed(1)} KB gzip`);
    expect(size).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('loads every page and layout lazily, none with the entry', () => {
    const eager = staticClosure(manifest, [ENTRY]);
    const lazyModules = Object.entries(manifest).filter(([key]) =>
      /src\/(features\/[^/]+\/pages|app\/layouts)\/[A-Z]\w+\.tsx$/.test(key),
    );
    expect(lazyModules.length).toBeGreaterThan(20);
    for (const [key, chunk] of lazyModules) {
      if (/(Brand|NavList|VerticalNav|HorizontalNav|Footer|AppShell)\.tsx$/.test(key)) continue;
      expect(chunk.isDynamicEntry, key).toBe(true);
      expect(eager.has(key), key).toBe(false);
    }
  });
});
