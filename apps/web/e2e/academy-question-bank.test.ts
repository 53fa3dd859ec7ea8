import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading, toasts } from './support/shell';

/** A CSV as a club's spreadsheet writes it: one good question, one without its correct answer. */
const CSV = [
  'subject;learning_objective;text;answer_a;answer_b;answer_c;answer_d;correct;explanation',
  '50;050.99;Was zeigt ein Föhnfenster an?;Absinkende, abtrocknende Luft im Lee;Aufziehende Warmfront;Gewitter am Nachmittag;Bodennebel;A;Im Lee sinkt die Luft ab, erwärmt sich und die Wolken lösen sich auf.',
  '50;050.98;Frage ohne richtige Antwort;eins;zwei;drei;vier;;',
].join('\n');

describe('the question bank', () => {
  const chrome = useBrowser();

  it('the instructor filters by subject, imports a CSV after its check and makes a questionnaire of ticked questions', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'instructor@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/instructor/questions`);
    await heading(page, 'Fragenkatalog');
    await page.getByRole('combobox', { name: 'Fach' }).click();
    await page.getByRole('option', { name: 'Meteorologie' }).click();
    const list = page.getByRole('list', { name: 'Fragen' });
    await list.getByText('Welche Werte gelten in der ICAO-Standardatmosphäre auf Meereshöhe?').waitFor();
    expect(await list.getByText('Navigation', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Fragen importieren' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Fragen importieren' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'wetter.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await dialog.getByText('Gültige Fragen: 1 · Zeilen mit Fehlern: 1 (werden übersprungen)').waitFor();
    await dialog.getByRole('table', { name: 'Fehlerhafte Zeilen' }).getByRole('cell', { name: '2', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-bank-import-desktop-de');
    await dialog.getByRole('button', { name: '1 Frage importieren' }).click();
    await toasts(page).getByText('1 Frage importiert').waitFor();
    await list.getByText('Was zeigt ein Föhnfenster an?').waitFor();

    await page.getByRole('checkbox', { name: 'Was zeigt ein Föhnfenster an?' }).check();
    await page.getByRole('checkbox', { name: 'Welche Werte gelten in der ICAO-Standardatmosphäre auf Meereshöhe?' }).check();
    await page.getByText('2 Fragen ausgewählt').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-bank-desktop-de');
    await page.getByRole('button', { name: 'Fragebogen erstellen' }).click();
    const create = page.getByRole('dialog', { name: 'Neuer Fragebogen' });
    await create.getByRole('textbox', { name: 'Titel' }).fill('Wetter kurz');
    await create.getByRole('textbox', { name: 'Zeitlimit (Minuten)' }).fill('5');
    expect(await create.getByRole('radio', { name: 'Die ausgewählten Fragen (2)' }).isChecked()).toBe(true);
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await toasts(page).getByText('Fragebogen „Wetter kurz“ erstellt').waitFor();

    await page.goto('/apps/academy/dashboard');
    await page.getByRole('article', { name: 'Wetter kurz' }).getByText('2 Fragen · 5 Min. · Bestehensgrenze 75 %').waitFor();
    await context.close();
  });

  it('fits a phone: a questionnaire drawn per subject, its count checked before it is sent', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'instructor@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/instructor/questions`);
    await heading(page, 'Fragenkatalog');
    await page.getByRole('list', { name: 'Fragen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'academy-bank-phone-de');
    await page.getByRole('button', { name: 'Fragebogen erstellen' }).click();
    const create = page.getByRole('dialog', { name: 'Neuer Fragebogen' });
    await create.getByRole('textbox', { name: 'Titel' }).fill('Luftrecht und Funk');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await create.getByText('Gib mindestens für ein Fach eine Anzahl an.').waitFor();
    await create.getByRole('textbox', { name: 'Luftrecht' }).fill('3');
    await create.getByRole('textbox', { name: 'Kommunikation' }).fill('2');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-bank-create-phone-de');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await toasts(page).getByText('Fragebogen „Luftrecht und Funk“ erstellt').waitFor();
    await context.close();
  });
});
