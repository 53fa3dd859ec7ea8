import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, showInScheme, signInByApi, useBrowser } from './support/browser';
import { applicant } from './support/identity';
import { demoClubId, heading } from './support/shell';

const approvedCount = async (page: import('playwright-core').Page) =>
  Number(await page.getByRole('region', { name: 'Mitglieder', exact: true }).locator('p').nth(1).textContent());

describe('the company admin dashboard', () => {
  const chrome = useBrowser();

  it('shows the demo club’s figures as tiles that lead to their pages, and approves a request inline', async () => {
    const newcomer = await applicant(chrome.browser, 'Dora Dashboard');
    await newcomer.context.close();
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    const clubId = await demoClubId(context);
    await page.goto(`/companies/${clubId}`);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kennzahlen' }).click();
    await heading(page, 'Verwaltung');
    expect(new URL(page.url()).pathname).toBe(`/companies/${clubId}/admin`);
    for (const tile of ['Mitglieder', 'Flotte', 'Flugstunden diesen Monat', 'Buchungen diesen Monat', 'Offene Forderungen'])
      await page.getByRole('region', { name: tile, exact: true }).waitFor();
    await page.getByRole('region', { name: 'Mitgliederunterlagen: laufen in 30 Tagen ab' }).waitFor();
    await page
      .getByRole('region', { name: 'Flotte' })
      .getByText(/im Betrieb/)
      .waitFor();
    await page
      .getByRole('region', { name: 'Flugstunden diesen Monat' })
      .getByText(/^Vorjahr bis heute: /)
      .waitFor();
    await page.getByRole('region', { name: 'Lizenzen und Tauglichkeit: laufen in 30 Tagen ab' }).waitFor();
    await page.getByRole('region', { name: 'Flugzeugpapiere: laufen in 30 Tagen ab' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'company-admin-desktop-de-light');

    // The request to join is answered on the dashboard, and the members tile counts the new member.
    const before = await approvedCount(page);
    await page.getByRole('button', { name: 'Bestätigen: Dora Dashboard' }).click();
    await expect.poll(() => approvedCount(page)).toBe(before + 1);

    await page.getByRole('region', { name: 'Flotte' }).getByRole('link').click();
    await heading(page, 'Flugzeuge verwalten');
    expect(new URL(page.url()).pathname).toBe(`/companies/${clubId}/admin/airplanes`);
    await page.goBack();
    await page.getByRole('region', { name: 'Mitglieder', exact: true }).getByRole('link').click();
    await heading(page, 'Mitgliedschaften');
    await context.close();
  });

  it('is the admins’ only: a member is refused', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/admin`);
    await page.waitForURL('**/not-authorized');
    await page.getByText('Keine Berechtigung').first().waitFor();
    await context.close();
  });

  it('fits a phone (light and dark)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'admin@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/admin`);
    await page.getByRole('region', { name: 'Buchungen diesen Monat' }).waitFor();
    for (const colorScheme of ['light', 'dark'] as const) {
      await showInScheme(page, colorScheme);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `company-admin-phone-de-${colorScheme}`);
      await page.getByRole('region', { name: 'Flugzeugpapiere: laufen in 30 Tagen ab' }).scrollIntoViewIfNeeded();
      await screenshot(page, `company-admin-phone-de-${colorScheme}-papers`);
    }
    await context.close();
  });
});
