import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading } from './support/shell';

describe('accounting overview', () => {
  const chrome = useBrowser();

  it('shows the demo club’s receivables, credit, unbilled flights, revenue charts and largest debts', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    const clubId = await demoClubId(context);
    await page.goto(`/companies/${clubId}/accounting/dashboard`);
    await heading(page, 'Buchhaltung');
    await page.getByText('Forderungen', { exact: true }).waitFor();
    await page.getByText('Nicht abgerechnete Flüge').waitFor();
    await page.getByRole('heading', { name: 'Umsatz (netto) je Flugzeug' }).waitFor();
    await page.getByRole('heading', { name: 'Größte Forderungen' }).waitFor();
    await page.locator('.MuiChartsSurface-root, :text("In den letzten zwölf Monaten")').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'accounting-dashboard-desktop-de');
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'admin@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/accounting/dashboard`);
    await page.getByRole('heading', { name: 'Größte Forderungen' }).waitFor();
    await page.locator('.MuiChartsSurface-root, :text("In den letzten zwölf Monaten")').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'accounting-dashboard-phone-de');
    await context.close();
  });
});
