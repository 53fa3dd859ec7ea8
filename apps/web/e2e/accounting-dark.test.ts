import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, screenshot, showAtWidth, signInByApi, useBrowser, WIDTHS } from './support/browser';
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

  // One context: each page loaded once and laid out at both widths (no page here asks for a phone's user agent).
  it('desktop and phone: every money page reads well and fits', async () => {
    const { context, page } = await newPage(chrome.browser, { colorScheme: 'dark' });
    await signInByApi(context, 'admin@demo.aero');
    const clubId = await demoClubId(context);
    const problems: string[] = [];
    for (const { path, title, ready, shot } of PAGES) {
      await page.goto(`/companies/${clubId}/${path}`);
      for (const [width, viewport] of WIDTHS) {
        await showAtWidth(page, viewport);
        await heading(page, title);
        await page.getByText(ready, { exact: true }).first().waitFor();
        // A heading can show before the figures under it: the shot waits for the last loader to go.
        await expect.poll(() => page.locator('main [role="progressbar"]:not([aria-valuenow])').count()).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `${shot}-${width}-de-dark`);
        const found = await seriousViolations(page);
        problems.push(...found.map((violation) => `${path} (${width}): ${violation}`));
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
