import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading } from './support/shell';

/** The money pages in the dark theme (each waited for until its data shows), where contrast mistakes (red on dark, chips, charts) show first. */
const PAGES = [
  { path: 'my-account', title: 'Mein Konto', ready: 'Kontostand', shot: 'my-account' },
  { path: 'accounting/dashboard', title: 'Buchhaltung', ready: 'Forderungen', shot: 'accounting-dashboard' },
  { path: 'accounting/flights', title: 'Buchhaltung: Flüge', ready: /^\d+ Flüge · Seite 1 von/, shot: 'accounting-flights' },
  { path: 'accounting/accounts', title: 'Buchhaltung: Mitgliederkonten', ready: 'Florian Maier', shot: 'accounting-accounts' },
  { path: 'accounting/prePaid', title: 'Buchhaltung: Prepaid-Pakete', ready: 'Verkaufte Pakete', shot: 'accounting-prepaid' },
];

describe('the accounting pages in the dark theme', () => {
  const chrome = useBrowser();

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`${width}: every money page reads well and fits`, async () => {
      const { context, page } = await newPage(chrome.browser, { viewport, colorScheme: 'dark' });
      await signInByApi(context, 'admin@demo.aero');
      const clubId = await demoClubId(context);
      const problems: string[] = [];
      for (const { path, title, ready, shot } of PAGES) {
        await page.goto(`/companies/${clubId}/${path}`);
        await heading(page, title);
        await page.getByText(ready, { exact: true }).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `${shot}-${width}-de-dark`);
        const found = await seriousViolations(page);
        problems.push(...found.map((violation) => `${path}: ${violation}`));
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
