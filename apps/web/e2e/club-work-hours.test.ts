import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading } from './support/shell';

describe('work hours and the events card', () => {
  const chrome = useBrowser();

  it('a member logs hours; the admin approves them and reads the year against the quota', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    const clubId = await demoClubId(context);
    await page.goto('/');
    const card = page.getByRole('list', { name: 'Nächste Veranstaltungen' });
    await card.getByText('Arbeitseinsatz Herbst').waitFor();
    expect(await card.getByText('Theorieabend Meteorologie').count()).toBe(0);
    await page.goto(`/companies/${clubId}/work-hours`);
    await heading(page, 'Arbeitsstunden');
    await page.getByRole('cell', { name: 'Schleppseil erneuert' }).waitFor();
    await page.getByRole('button', { name: 'Stunden eintragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Arbeitsstunden eintragen' });
    await dialog.getByRole('textbox', { name: 'Tätigkeit' }).fill('Funkgerät im Vereinsflugzeug getauscht');
    await dialog.getByRole('textbox', { name: 'Stunden' }).fill('1,5');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('cell', { name: 'Funkgerät im Vereinsflugzeug getauscht' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'club-work-hours-member-desktop-de');
    await context.close();

    const admin = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(admin.context, 'admin@demo.aero');
    await admin.page.goto(`/companies/${clubId}/work-hours`);
    await admin.page.getByRole('tab', { name: 'Freigabe' }).click();
    const row = admin.page.getByRole('row', { name: /Jonas Pilot.*Funkgerät/ });
    await row.getByRole('button', { name: 'Freigeben' }).click();
    await admin.page.getByText('Die Stunden von Jonas Pilot sind freigegeben.').waitFor();
    await admin.page.getByRole('tab', { name: 'Jahresübersicht' }).click();
    await admin.page.getByRole('row', { name: /Markus Wagner/ }).waitFor();
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(admin.page)).toEqual([]);
    await screenshot(admin.page, 'club-work-hours-report-phone-de');
    await admin.context.close();
  });
});
