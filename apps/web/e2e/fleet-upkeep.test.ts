import { beforeAll, describe, expect, it } from 'vitest';
import { berlinDay, germanDate } from './support/booking';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { airplaneWithUpkeep, gradientPng, imageLoaded, plainText } from './support/fleet';
import { heading } from './support/shell';

describe('an admin keeps upkeep, papers and landing fees', () => {
  const chrome = useBrowser();
  let plane = { clubId: 0, id: 0, registration: '' };

  beforeAll(async () => {
    plane = await airplaneWithUpkeep(chrome.browser);
  });

  it('adds a maintenance item and a paper, and changes the aircraft in its settings', async () => {
    const { context, page } = await newPage(chrome.browser, { colorScheme: 'dark' });
    await signInByApi(context, 'admin@demo.aero');
    const base = `/companies/${plane.clubId}/airplanes/${plane.id}`;
    await page.goto(`${base}/status`);
    await heading(page, plane.registration);
    await page.getByRole('button', { name: 'Wartungspunkt' }).click();
    const item = page.getByRole('dialog', { name: 'Wartungspunkt hinzufügen' });
    await item.getByLabel('Was ist fällig?').fill('Kompassdeviation prüfen');
    await item.getByRole('button', { name: 'Speichern' }).click();
    await item.getByText('Gib die Hobbs-Zeit oder das Datum (oder beides) an').waitFor();
    await item.getByLabel('Fällig am').fill(germanDate(berlinDay(-2)));
    await item.getByRole('button', { name: 'Speichern' }).click();
    const maintenance = page.getByRole('list', { name: 'Wartung' });
    await maintenance.getByText('Kompassdeviation prüfen').waitFor();
    expect(await maintenance.locator('[data-light]').first().textContent()).toBe('Rot: seit 2 Tagen überfällig');
    await page.getByText('Nicht flugklar').waitFor();
    await screenshot(page, 'fleet-maintenance-desktop-de-dark');

    await page.getByRole('tab', { name: 'Dokumente' }).click();
    await page.getByRole('button', { name: 'Dokument hinzufügen' }).click();
    const paper = page.getByRole('dialog', { name: 'Dokument hinzufügen' });
    await paper.getByLabel('Bezeichnung').fill('ARC 2026');
    await paper.getByLabel('Gültig bis').fill('31.02.2027');
    await paper.getByRole('button', { name: 'Speichern' }).click();
    await paper.getByText('Ungültiges Format').waitFor();
    await paper.getByLabel('Gültig bis').fill(germanDate(berlinDay(45)));
    await paper.getByRole('button', { name: 'Speichern' }).click();
    const papers = page.getByRole('list', { name: 'Dokumente', exact: true });
    await papers.getByText('ARC 2026').waitFor();
    expect(await plainText(papers)).toContain('Prüfbescheinigung Lufttüchtigkeit (ARC) · gültig bis');

    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Gesperrt' }).click();
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page.getByText('Gib an, warum das Flugzeug gesperrt ist.').waitFor();
    await page.getByLabel('Grund der Sperrung').fill('Kompass wird getauscht');
    await page.getByLabel('Betriebsstunden (Hobbs)').fill('12:30');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page.getByText(`${plane.registration} gespeichert.`).waitFor();
    await page.getByRole('tab', { name: 'Übersicht' }).click();
    expect(await plainText(page.getByRole('region', { name: 'Zählerstände', exact: true }))).toContain('12:30 h');
    expect(await plainText(page.getByRole('region', { name: 'Flugzeug', exact: true }))).toContain(
      'Gesperrt: Kompass wird getauscht',
    );
    await context.close();
  });

  it('sets a landing fee for one aircraft and refuses to delete a fee an aircraft charges', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    await page.goto(`/companies/${plane.clubId}/accounting/fees`);
    await heading(page, 'Buchhaltung: Gebühren');
    await page.getByRole('button', { name: 'Landegebühr anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Landegebühr' });
    await dialog.getByRole('combobox', { name: 'Flugplatz' }).fill('EDDF');
    await page.getByRole('option', { name: /^EDDF Frankfurt am Main Airport/ }).click();
    await dialog.getByRole('combobox', { name: 'Gilt für' }).click();
    await page.getByRole('option', { name: 'Ein bestimmtes Flugzeug' }).click();
    await dialog.getByRole('combobox', { name: 'Flugzeug' }).click();
    await page.getByRole('option', { name: new RegExp(plane.registration) }).click();
    await dialog.getByLabel('Betrag').fill('31,70');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    const landing = page.getByRole('table', { name: 'Landegebühren' });
    await landing.getByRole('row', { name: new RegExp(plane.registration) }).waitFor();
    expect(await plainText(landing.getByRole('row', { name: new RegExp(plane.registration) }))).toContain('31,70 €');

    await page.getByRole('button', { name: 'Charter Cessna 172 löschen' }).click();
    await page.getByRole('dialog', { name: 'Gebühr löschen?' }).getByRole('button', { name: 'Löschen' }).click();
    await page.getByText(/^Die Gebühr wird von D-\w+ berechnet; gib dem Flugzeug zuerst eine andere Gebühr\.$/).waitFor();

    await page.goto(`/companies/${plane.clubId}/airplanes/${plane.id}/fees`);
    const forPlane = page.getByRole('list', { name: 'Landegebühren' });
    await forPlane.getByText('EDDF Frankfurt am Main Airport').waitFor();
    expect(await plainText(forPlane)).toContain(`EDDF Frankfurt am Main Airport${plane.registration}31,70 €`);
    await context.close();
  });

  it('uploads the aircraft photo; a pilot reports a squawk with a photo that the admin sees when classifying', async () => {
    const png = { name: 'foto.png', mimeType: 'image/png', buffer: gradientPng() };
    const base = `/companies/${plane.clubId}/airplanes/${plane.id}`;
    const admin = await newPage(chrome.browser);
    await signInByApi(admin.context, 'admin@demo.aero');
    await admin.page.goto(`${base}/settings`);
    const photoCard = admin.page.getByRole('region', { name: 'Foto', exact: true });
    await photoCard.getByText('Noch kein Foto.', { exact: false }).waitFor();
    await photoCard.locator('input[type=file]').setInputFiles({ ...png, name: 'notiz.txt', mimeType: 'text/plain' });
    await photoCard.getByText('Wähle ein Bild im Format JPEG, PNG oder WebP.').waitFor();
    await photoCard.locator('input[type=file]').setInputFiles(png);
    await admin.page.getByText('Foto gespeichert.').waitFor();
    const photo = photoCard.getByRole('img', { name: `Foto von ${plane.registration}` });
    await expect.poll(() => imageLoaded(photo)).toBe(true);
    await photoCard.getByRole('button', { name: 'Foto ersetzen' }).waitFor();
    await photoCard.scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'fleet-photo-settings-desktop-de-light');
    await admin.page.getByRole('tab', { name: 'Übersicht' }).click();
    await expect.poll(() => imageLoaded(admin.page.getByRole('img', { name: `Foto von ${plane.registration}` }))).toBe(true);

    const pilot = await newPage(chrome.browser, { viewport: PHONE, colorScheme: 'dark' });
    await signInByApi(pilot.context, 'pilot@demo.aero');
    await pilot.page.goto(`${base}/status`);
    const report = pilot.page.getByRole('form', { name: 'Mangel melden' });
    await report.getByLabel('Was ist dir aufgefallen?').fill('Riss in der Radverkleidung links');
    await report.locator('input[type=file]').setInputFiles(png);
    await report.getByText('foto.png').waitFor();
    await report.getByRole('button', { name: 'Beanstandung melden' }).click();
    await pilot.page.getByText('Beanstandung gemeldet.', { exact: false }).waitFor();
    const thumbnail = pilot.page.getByRole('img', { name: 'Foto zur Beanstandung: Riss in der Radverkleidung links' });
    await expect.poll(() => imageLoaded(thumbnail)).toBe(true);
    await thumbnail.scrollIntoViewIfNeeded();
    await screenshot(pilot.page, 'fleet-squawk-photo-phone-de-dark');
    await pilot.context.close();

    await admin.page.goto(`${base}/status`);
    await admin.page.getByRole('button', { name: 'Einstufen: Riss in der Radverkleidung links' }).click();
    const classify = admin.page.getByRole('dialog', { name: 'Beanstandung einstufen' });
    const large = classify.getByRole('img', { name: 'Foto zur Beanstandung: Riss in der Radverkleidung links' });
    await expect.poll(() => imageLoaded(large)).toBe(true);
    await screenshot(admin.page, 'fleet-squawk-classify-desktop-de-light');
    await admin.context.close();
  });
});
