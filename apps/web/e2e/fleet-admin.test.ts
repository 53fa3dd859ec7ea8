import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, screenshotBothSchemes, signInByApi, useBrowser } from './support/browser';
import { plainText, toastsGone } from './support/fleet';
import { clubFounder, invitedMember } from './support/identity';
import { demoClubId, heading, postAsApp } from './support/shell';

const randomRegistration = () =>
  `D-E${Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

async function chooseOption(page: Page, combobox: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('an admin keeps the fleet and the fees', () => {
  const chrome = useBrowser();

  it('adds an aircraft: a registration the club has is refused on its field, a new one is listed', async () => {
    // A club of its own with one aircraft and its charter fee, so the demo club's fleet stays as seeded.
    const { context, page, club } = await clubFounder(chrome.browser, 'Frieda Flotte', 'Fliegergruppe Flottenpflege');
    const fee = await postAsApp(context, `/api/companies/${club.id}/fees`, {
      ident: 'C172',
      title: 'Charter Cessna 172',
      kind: 'per_hour',
      amount: 19500,
      vat_rate: 19,
    });
    expect(fee.status(), await fee.text()).toBe(201);
    const taken = { registration: 'D-EHLB', manufacturer: 'Cessna', model: '172S Skyhawk SP', category: 'sep' };
    const added = await postAsApp(context, `/api/companies/${club.id}/airplanes`, taken);
    expect(added.status(), await added.text()).toBe(201);
    await page.goto(`/companies/${club.id}/admin/airplanes`);
    await heading(page, 'Flugzeuge verwalten');
    await page.getByRole('table', { name: 'Flugzeuge des Vereins' }).getByRole('link', { name: 'D-EHLB' }).waitFor();

    await page.getByRole('button', { name: 'Flugzeug anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Flugzeug' });
    await dialog.getByLabel('Kennzeichen').fill('d-ehlb');
    await dialog.getByLabel('Hersteller').fill('Cessna');
    await dialog.getByLabel('Modell').fill('172S Skyhawk SP');
    await dialog.getByLabel('ICAO-Typ').fill('C172');
    await dialog.getByRole('combobox', { name: 'Heimatflugplatz' }).fill('schwäbisch');
    await page.getByRole('option', { name: /^EDTY Adolf Würth Airport/ }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await chooseOption(page, 'Chartergebühr', /^Charter Cessna 172/);
    await dialog.getByLabel('Betriebsstunden (Hobbs)').fill('1520:30');
    await dialog.getByRole('button', { name: 'Flugzeug anlegen' }).click();
    await dialog.getByText('Dieses Kennzeichen gibt es in deinem Verein schon.').waitFor();
    expect(await dialog.getByLabel('Hersteller').inputValue()).toBe('Cessna');
    await screenshot(page, 'fleet-create-taken-desktop-de-light');

    const registration = randomRegistration();
    await dialog.getByLabel('Kennzeichen').fill(registration.toLowerCase());
    await dialog.getByRole('button', { name: 'Flugzeug anlegen' }).click();
    await page.getByText(`${registration} angelegt.`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(registration) });
    await row.waitFor();
    expect(await plainText(row)).toContain('1520:30195,00 € pro Stunde');
    await toastsGone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fleet-admin-desktop-de-light');

    await row.getByRole('link', { name: registration }).click();
    await heading(page, registration);
    await page.getByRole('tab', { name: 'Einstellungen', selected: true }).waitFor();
    expect(await page.getByLabel('Betriebsstunden (Hobbs)').inputValue()).toBe('1520:30');
    await context.close();
  });

  it('creates a fee typed as money and finds it in the fee list', async () => {
    // The fee goes to a club of its own, kept by a person of its own in the accounting role.
    const admin = await clubFounder(chrome.browser, 'Gerd Gründer', 'Fliegergruppe Gebühren');
    const { club } = admin;
    const { context, page } = await invitedMember(chrome.browser, admin.context, club.id, 'Berta Buchhaltung', ['accounting']);
    await admin.context.close();
    await page.goto(`/companies/${club.id}/accounting/fees`);
    await heading(page, 'Buchhaltung: Gebühren');
    await page.getByRole('button', { name: 'Gebühr anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Gebühr' });
    const ident = `WINDE-${Date.now().toString(36).toUpperCase()}`;
    await dialog.getByLabel('Bezeichnung').fill('Windenstart');
    await dialog.getByLabel('Kürzel').fill(ident);
    await chooseOption(page, 'Abrechnung', 'Pro Flug');
    await dialog.getByLabel('Betrag').fill('12,5');
    await dialog.getByLabel('MwSt.-Satz').fill('7');
    await dialog.getByLabel('Gültig ab').fill('01.03.2027');
    await dialog.getByLabel('Gültig bis').fill('28.02.2027');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.').waitFor();
    await dialog.getByLabel('Gültig bis').fill('29.02.2028');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Gebühr „Windenstart“ angelegt.').waitFor();
    const row = page.getByRole('table', { name: 'Gebühren des Vereins' }).getByRole('row', { name: new RegExp(ident) });
    await row.waitFor();
    expect(await plainText(row)).toContain('Pro Flug12,50 €7 %01.03.2027 – 29.02.2028');
    expect(await page.getByRole('button', { name: 'Landegebühr anlegen' }).count()).toBe(0);
    await toastsGone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fleet-fees-desktop-de-light');
    await context.close();
  });

  it('warns on the dashboard about what the fleet needs, most urgent first', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Flotte: Handlungsbedarf bei Luftsportverein Hohenlohe e. V.' });
    await card.getByRole('link', { name: 'D-EFRB' }).waitFor();
    await expect.poll(() => card.getByRole('progressbar').count()).toBe(0);
    const lights = await card
      .locator('[data-light]')
      .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-light')));
    expect(lights.length).toBeGreaterThan(1);
    expect(lights[0]).toBe('red');
    expect(lights).toEqual([...lights].sort((a, b) => Number(a === 'amber') - Number(b === 'amber')));
    await card.getByRole('link', { name: 'D-EFRB' }).click();
    await page.getByText('Nicht flugklar').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/airplanes\/\d+\/status$/);
    await page.goto('/');
    await card.getByRole('link', { name: 'D-EFRB' }).waitFor();
    await expect.poll(() => card.getByRole('progressbar').count()).toBe(0);
    await screenshot(page, 'fleet-dashboard-desktop-de-light');
    await context.close();
  });

  it('shows the admin pages on a phone (light and dark)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'admin@demo.aero');
    const clubId = await demoClubId(context);
    const noSeriousViolations = async () => expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/companies/${clubId}/admin/airplanes`);
    await page.getByRole('table', { name: 'Flugzeuge des Vereins' }).getByRole('link', { name: 'D-ELSV' }).click();
    await heading(page, 'D-ELSV');
    await page.getByLabel('Kennzeichen').waitFor();
    const base = new URL(page.url()).pathname.replace(/\/settings$/, '');
    // Each tab is opened by its address so the screenshot does not catch the tab indicator sliding.
    await page.reload();
    await page.getByLabel('Kennzeichen').waitFor();
    await screenshotBothSchemes(page, 'fleet-settings-phone-de');
    await page.goto(base);
    await page.getByText('Letzte Position').waitFor();
    await screenshotBothSchemes(page, 'fleet-overview-phone-de');
    await page.goto(`${base}/airplaneDocumentManager`);
    await page.getByText('noch 20 Tage gültig').waitFor();
    await screenshotBothSchemes(page, 'fleet-documents-phone-de', noSeriousViolations);
    await page.goto(`/companies/${clubId}/accounting/fees`);
    await page.getByRole('table', { name: 'Landegebühren' }).getByText('Bis 1.000 kg MTOW').waitFor();
    await screenshotBothSchemes(page, 'fleet-fees-phone-de', noSeriousViolations);
    await context.close();
  });
});
