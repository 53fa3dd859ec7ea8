import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { clubFounder } from './support/identity';
import { demoClubId, heading } from './support/shell';

describe('the company settings page', () => {
  const chrome = useBrowser();

  it('shows the club’s details, and on a club of its own refuses hours out of order on the field and saves the contact', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    const clubId = await demoClubId(context);
    await page.goto(`/companies/${clubId}/admin/settings`);
    await heading(page, 'Einstellungen');
    const form = page.getByRole('form', { name: 'Vereinseinstellungen' });
    expect(await form.getByRole('combobox', { name: 'Zeitzone' }).inputValue()).toBe('Europe/Berlin');
    expect(await form.getByLabel('Buchbar ab').inputValue()).toBe('07:00');
    expect(await form.getByLabel('Buchbar bis').inputValue()).toBe('21:00');
    await form.getByText(/Ohne Angabe gilt EDTY /).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'company-settings-desktop-de-light');
    await context.close();

    // Changes go to a club of the test's own, founded by a person of its own, so the demo club and the
    // demo admin's dashboard stay as the other files read them.
    const founder = await clubFounder(chrome.browser, 'Elke Einstellung', 'Fliegergruppe Einstellungen');
    const own = founder.club;
    await founder.page.goto(`/companies/${own.id}/admin/settings`);
    const ownForm = founder.page.getByRole('form', { name: 'Vereinseinstellungen' });
    await ownForm.getByLabel('Buchbar ab').fill('22:00');
    await ownForm.getByRole('button', { name: 'Speichern' }).click();
    await ownForm.getByText('Das Ende muss nach dem Beginn liegen.').waitFor();
    await ownForm.getByLabel('Buchbar ab').fill('07:00');

    const phone = `+49 791 ${Math.floor(100000 + Math.random() * 899999)}`;
    await ownForm.getByLabel('Telefon').fill(phone);
    await ownForm.getByRole('button', { name: 'Speichern' }).click();
    await founder.page.getByText(`Einstellungen von ${own.name} gespeichert`).waitFor();
    const saved = await founder.context.request.get(`/api/companies/${own.id}`, { headers: { accept: 'application/json' } });
    const { data } = (await saved.json()) as { data: { phone: string; settings: { booking: unknown } } };
    expect(data.phone).toBe(phone);
    expect(data.settings.booking).toMatchObject({ operating_hours: { from: '07:00', to: '21:00' } });
    await founder.context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    it(`fits a phone (${colorScheme})`, async () => {
      const { context, page } = await newPage(chrome.browser, { viewport: PHONE, colorScheme });
      await signInByApi(context, 'admin@demo.aero');
      await page.goto(`/companies/${await demoClubId(context)}/admin/settings`);
      await page.getByRole('form', { name: 'Vereinseinstellungen' }).getByLabel('Buchbar bis').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `company-settings-phone-de-${colorScheme}`);
      await context.close();
    });
});
