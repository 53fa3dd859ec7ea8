import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading } from './support/shell';

describe('selling a package', () => {
  const chrome = useBrowser();

  it('sells the money offer to a member, paid at once, and shows it among the sold packages', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    const clubId = await demoClubId(context);
    await page.goto(`/companies/${clubId}/accounting/prePaid`);
    await heading(page, 'Buchhaltung: Prepaid-Pakete');
    const offers = page.getByRole('table', { name: 'Angebote' });
    await offers.getByText('10 Stunden D-EHLB').waitFor();
    await offers.getByText(/10 Std\. · D-EHLB · 365 Tage gültig · 8 % Rabatt/).waitFor();
    const sold = page.getByRole('table', { name: 'Verkaufte Pakete' });
    await sold.getByText('10 Stunden D-EHLB').waitFor();
    await sold.getByText('5 Std.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'packages-desktop-de');

    await offers
      .getByRole('row', { name: /500 € Guthaben/ })
      .getByRole('button', { name: 'Verkaufen' })
      .click();
    const dialog = page.getByRole('dialog', { name: '500 € Guthaben verkaufen' });
    await dialog.getByText('Preis: 500,00 €').waitFor();
    await dialog.getByRole('combobox', { name: 'Mitglied' }).click();
    await page.getByRole('option', { name: 'Markus Wagner' }).click();
    await dialog.getByLabel('Sofort bezahlt (bar oder Überweisung)').check();
    await screenshot(page, 'packages-sell-dialog-desktop-de');
    await dialog.getByRole('button', { name: 'Verkaufen' }).click();
    await page.getByText('500 € Guthaben an Markus Wagner verkauft.').waitFor();

    await page.getByRole('combobox', { name: 'Mitglied' }).click();
    await page.getByRole('option', { name: 'Markus Wagner' }).click();
    const row = sold.getByRole('row', { name: /500 € Guthaben/ }).first();
    await row.getByText('500,00 €').waitFor();
    await row.getByRole('link', { name: '500 € Guthaben' }).click();
    await heading(page, 'Guthabenpaket');
    await page.getByText('Paket von Markus Wagner').waitFor();
    await page.getByText('Noch nichts verbraucht.').waitFor();
    await screenshot(page, 'packages-owned-desktop-de');
    await context.close();
  });

  it('fits a phone: the offers, and a half-flown package with its usage line by line', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'admin@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/accounting/prePaid`);
    const sold = page.getByRole('table', { name: 'Verkaufte Pakete' });
    await sold.getByText('5 Std.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'packages-phone-de');
    await sold.getByRole('link', { name: '10 Stunden D-EHLB' }).first().click();
    const usage = page.getByRole('table', { name: 'Verbrauch' });
    await usage
      .getByText(/Flug #\d+/)
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'packages-owned-phone-de');
    await context.close();
  });
});
