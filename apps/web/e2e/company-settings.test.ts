import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, showInScheme, signInByApi, useBrowser } from './support/browser';
import { clubFounder } from './support/identity';
import { demoClubId, heading } from './support/shell';

/** A one-pixel PNG, as a logo. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the company settings page', () => {
  const chrome = useBrowser();

  it('shows the club’s details, and on a club of its own refuses hours out of order on the field and saves the contact', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    const clubId = await demoClubId(context);
    await page.goto(`/companies/${clubId}/admin/settings`);
    await heading(page, 'Einstellungen');
    const form = (name: string) => page.getByRole('form', { name });
    expect(await form('Zeitzone und Währung').getByRole('combobox', { name: 'Zeitzone' }).inputValue()).toBe('Europe/Berlin');
    expect(await form('Buchungsregeln').getByLabel('Buchbar ab').inputValue()).toBe('07:00');
    expect(await form('Buchungsregeln').getByLabel('Buchbar bis').inputValue()).toBe('21:00');
    // The demo club names its home airfield (its operator's movements need one).
    await expect
      .poll(() => form('Heimatflugplatz').getByRole('combobox', { name: 'Heimatflugplatz' }).inputValue())
      .toMatch(/^EDTY /);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'company-settings-desktop-de-light');
    await context.close();

    // Changes go to a club of the test's own, founded by a person of its own, so the demo club and the
    // demo admin's dashboard stay as the other files read them.
    const founder = await clubFounder(chrome.browser, 'Elke Einstellung', 'Fliegergruppe Einstellungen');
    const own = founder.club;
    await founder.page.goto(`/companies/${own.id}/admin/settings`);
    const rules = founder.page.getByRole('form', { name: 'Buchungsregeln' });
    await rules.getByLabel('Buchbar ab').fill('22:00');
    await rules.getByRole('button', { name: 'Speichern' }).click();
    await rules.getByText('Das Ende muss nach dem Beginn liegen.').waitFor();
    await rules.getByRole('button', { name: 'Verwerfen' }).click();
    expect(await rules.getByLabel('Buchbar ab').inputValue()).toBe('07:00');

    // Each section saves on its own: the profile's save sends its fields only.
    const profile = founder.page.getByRole('form', { name: 'Verein' });
    const phone = `+49 791 ${Math.floor(100000 + Math.random() * 899999)}`;
    await profile.getByLabel('Telefon').fill(phone);
    await profile.getByRole('button', { name: 'Speichern' }).click();
    await founder.page.getByText(`Einstellungen von ${own.name} gespeichert`).waitFor();
    const saved = await founder.context.request.get(`/api/companies/${own.id}`, { headers: { accept: 'application/json' } });
    const { data } = (await saved.json()) as { data: { phone: string; settings: { booking: unknown } } };
    expect(data.phone).toBe(phone);
    expect(data.settings.booking).toBeUndefined();
    await founder.context.close();
  });

  it('saves the booking rules on their own and shows who changed what in the change log', async () => {
    const { context, page, club: own } = await clubFounder(chrome.browser, 'Berta Buchungsregel', 'Fliegergruppe Regeln');
    await page.goto(`/companies/${own.id}/admin/settings`);
    const rules = page.getByRole('form', { name: 'Buchungsregeln' });
    const log = page.getByRole('region', { name: 'Änderungsprotokoll' });
    await log.getByText('Noch keine Änderung gespeichert.').waitFor();
    await rules.getByLabel(/^Stornofrist/).fill('zwölf');
    await rules.getByRole('button', { name: 'Speichern' }).click();
    await rules.getByText('Dieses Feld darf nur Ziffern enthalten').waitFor();
    await rules.getByLabel(/^Stornofrist/).fill('12');
    await rules.getByRole('combobox', { name: /^Lizenzprüfung/ }).click();
    await page.getByRole('option', { name: 'Buchung sperren' }).click();
    await rules.scrollIntoViewIfNeeded();
    await screenshot(page, 'company-settings-booking-rules-desktop-de-light');
    await rules.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(`Einstellungen von ${own.name} gespeichert`).waitFor();
    await log.getByText('Stornofrist (Stunden): — → 12').waitFor();
    await log.getByText('Lizenzprüfung beim Buchen: — → Buchung sperren').waitFor();
    await log.getByText(/Berta Buchungsregel/).waitFor();
    const saved = await context.request.get(`/api/companies/${own.id}`, { headers: { accept: 'application/json' } });
    const { data } = (await saved.json()) as { data: { settings: { booking: unknown } } };
    expect(data.settings.booking).toMatchObject({ cancellation_deadline_hours: 12, licence_check: 'block' });

    // The logo goes to the file store at once and is a settings change like any other.
    const logo = page.getByRole('region', { name: 'Logo' });
    await logo.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await logo.getByRole('img', { name: `Logo von ${own.name}` }).waitFor();
    await log.getByText(/^Logo: — → \/api\/files\/\d+$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('form', { name: 'E-Mail-Fußzeile' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'company-settings-roles-mail-desktop-de-light');
    await log.scrollIntoViewIfNeeded();
    await screenshot(page, 'company-settings-changelog-desktop-de-light');
    await context.close();
  });

  it('saves the accounting rules, money typed the German way, and shows them again after a reload', async () => {
    const { context, page, club: own } = await clubFounder(chrome.browser, 'Anton Abrechnung', 'Fliegergruppe Abrechnung');
    await page.goto(`/companies/${own.id}/admin/settings`);
    // The accounting rules are a section of their own with their own save (as are the billing details).
    const section = page.getByRole('form', { name: 'Abrechnung' });
    const save = section.getByRole('button', { name: 'Speichern' });
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
    const again = page.getByRole('form', { name: 'Abrechnung' });
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

  it('fits a phone (light and dark)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'admin@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/admin/settings`);
    await page.getByRole('form', { name: 'Buchungsregeln' }).getByLabel('Buchbar bis').waitFor();
    for (const colorScheme of ['light', 'dark'] as const) {
      await showInScheme(page, colorScheme);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `company-settings-phone-de-${colorScheme}`);
      await page.getByRole('region', { name: 'Änderungsprotokoll' }).scrollIntoViewIfNeeded();
      await screenshot(page, `company-settings-changelog-phone-de-${colorScheme}`);
    }
    await context.close();
  });
});
