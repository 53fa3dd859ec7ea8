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
    // The demo club names its home airfield (its operator's movements need one).
    await expect.poll(() => form.getByRole('combobox', { name: 'Heimatflugplatz' }).inputValue()).toMatch(/^EDTY /);
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

  it('saves the accounting rules, money typed the German way, and shows them again after a reload', async () => {
    const { context, page, club: own } = await clubFounder(chrome.browser, 'Anton Abrechnung', 'Fliegergruppe Abrechnung');
    await page.goto(`/companies/${own.id}/admin/settings`);
    const section = page.getByRole('region', { name: 'Abrechnung' });
    // The accounting rules belong to the club's settings form (the billing details have a form of their own).
    const save = page.getByRole('form', { name: 'Vereinseinstellungen' }).getByRole('button', { name: 'Speichern' });
    const choose = async (label: string, option: string) => {
      await section.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
      await page.getByRole('option', { name: option }).click();
    };
    // The defaults: warn below 0,00 €, to the minute, remainders lapse.
    expect(await section.getByRole('combobox', { name: /^Bei niedrigem Kontostand/ }).textContent()).toBe('beim Buchen warnen');
    expect(await section.getByRole('textbox', { name: /^Mindestguthaben/ }).inputValue()).toBe('0,00');

    await choose('Bei niedrigem Kontostand', 'Buchen sperren');
    await section.getByRole('textbox', { name: /^Mindestguthaben/ }).fill('minus fünfzig');
    await choose('Flugzeit abrechnen', 'auf 6 Minuten (Zehntelstunde) aufrunden');
    await choose('Restguthaben abgelaufener Pakete', 'wird dem Konto gutgeschrieben');
    await section.getByRole('textbox', { name: /^Tankerstattung/ }).fill('2,10');
    await save.click();
    await section.getByText('Bitte einen Betrag eingeben, z. B. 0,00 oder -50,00.').waitFor();
    await section.getByRole('textbox', { name: /^Mindestguthaben/ }).fill('-50,00');
    await screenshot(page, 'company-settings-accounting-desktop-de-light');
    await save.click();
    await page.getByText(`Einstellungen von ${own.name} gespeichert`).waitFor();

    const saved = await context.request.get(`/api/companies/${own.id}`, { headers: { accept: 'application/json' } });
    const { data } = (await saved.json()) as { data: { settings: { accounting: unknown } } };
    expect(data.settings.accounting).toEqual({
      low_balance_policy: 'block',
      low_balance_threshold: -5000,
      rounding_minutes: 6,
      package_remainder: 'refund',
      fuel_refund_price: 210,
    });
    await page.reload();
    const again = page.getByRole('region', { name: 'Abrechnung' });
    await again
      .getByRole('combobox', { name: /^Bei niedrigem Kontostand/ })
      .getByText('Buchen sperren')
      .waitFor();
    expect(await again.getByRole('textbox', { name: /^Mindestguthaben/ }).inputValue()).toBe('-50,00');
    expect(await again.getByRole('combobox', { name: /^Flugzeit abrechnen/ }).textContent()).toBe(
      'auf 6 Minuten (Zehntelstunde) aufrunden',
    );
    expect(await again.getByRole('combobox', { name: /^Restguthaben/ }).textContent()).toBe('wird dem Konto gutgeschrieben');
    expect(await again.getByRole('textbox', { name: /^Tankerstattung/ }).inputValue()).toBe('2,10');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
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
