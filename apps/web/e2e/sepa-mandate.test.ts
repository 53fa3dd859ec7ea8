import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading } from './support/shell';

describe('the member’s SEPA mandate on Mein Konto', () => {
  const chrome = useBrowser();

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`${name}: shows the mandate's reference and IBAN in groups of four, read-only`, async () => {
      const { context, page } = await newPage(chrome.browser, { viewport });
      await signInByApi(context, 'pilot@demo.aero');
      const clubId = await demoClubId(context);
      await page.goto(`/companies/${clubId}/my-account`);
      await heading(page, 'Mein Konto');
      const card = page.getByRole('heading', { name: 'SEPA-Lastschriftmandat' });
      await card.scrollIntoViewIfNeeded();
      await page.getByText(/^LSV-\d{5} · unterschrieben am/).waitFor();
      await page.getByText(/DE\d{2} 1203 0000 \d{4} \d{4} \d{2}/).waitFor();
      expect(await page.getByRole('button', { name: /Mandat/ }).count()).toBe(0);
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `sepa-mandate-my-account-${name}-de-light`);
      await context.close();
    });
  }
});
