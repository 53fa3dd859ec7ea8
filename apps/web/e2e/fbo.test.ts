import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading, postAsApp, toasts } from './support/shell';

/** A daily series of the demo operator that began three days ago (so its next flight has flights before it), at 23:30 Berlin time. */
async function runningSeries(context: BrowserContext, id: number, title: string) {
  const day = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(Date.now() + offset * 86_400_000),
    );
  const answer = await postAsApp(context, `/api/fixedBaseOperators/${id}/recurringFlights`, {
    title,
    registration: 'D-ESCP',
    starts_on: day(-3),
    start_time: '23:30',
    duration_minutes: 20,
    rule: { freq: 'DAILY', count: 10 },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** The demo operator at EDTY, as its ramp staff sees it in the directory. */
async function edtyOperator(context: BrowserContext): Promise<number> {
  const answer = await context.request.get('/api/fixedBaseOperators', { headers: { accept: 'application/json' } });
  const { data } = (await answer.json()) as { data: Array<{ id: number; airport: { ident: string } }> };
  const operator = data.find((item) => item.airport.ident === 'EDTY');
  if (!operator) throw new Error('the demo operator at EDTY is missing');
  return operator.id;
}

describe('the fixed base operator’s area (fbo layout)', () => {
  const chrome = useBrowser();

  it('ramp staff see today’s movements, approve a PPR and read the airfield’s runways and frequencies (desktop)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: DESKTOP });
    await signInByApi(context, 'flugleitung@demo.aero');
    const id = await edtyOperator(context);
    await page.goto(`/fixedBaseOperators/${id}`);
    await heading(page, 'Flugplatz Schwäbisch Hall Betriebs-GmbH');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Serienflüge' }).waitFor();
    await page.getByRole('heading', { name: 'Heute' }).waitFor();
    await page.getByRole('list', { name: 'Heute' }).getByText('D-EBOD · C172').first().waitFor();
    await page.getByRole('heading', { name: 'Start- und Landebahnen' }).waitFor();
    await page.getByRole('heading', { name: 'Frequenzen' }).waitFor();
    const requests = page.getByRole('list', { name: 'PPR-Anfragen' });
    const waiting = requests.getByRole('listitem').filter({ hasText: 'D-EWAS' });
    await waiting.getByText('offen').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fbo-desktop-de-light');
    await waiting.getByRole('button', { name: 'Genehmigen' }).click();
    await toasts(page).filter({ hasText: 'PPR für D-EWAS genehmigt.' }).waitFor();
    await waiting.getByText(/^PPR /).waitFor();
    await requests.getByRole('listitem').filter({ hasText: 'D-EBOD' }).getByText('Landegebühr 16,00 € berechnet').waitFor();
    await context.close();
  });

  it('fits a phone in the dark, and plans a series with its preview (phone)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE, colorScheme: 'dark' });
    await signInByApi(context, 'flugleitung@demo.aero');
    const id = await edtyOperator(context);
    await page.goto(`/fixedBaseOperators/${id}`);
    await heading(page, 'Flugplatz Schwäbisch Hall Betriebs-GmbH');
    await page.getByRole('heading', { name: 'Morgen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'fbo-phone-de-dark');

    await page.goto(`/fixedBaseOperators/${id}/recurringFlights`);
    await heading(page, 'Wiederkehrende Flüge');
    const list = page.getByRole('list', { name: 'Serienflüge' });
    await list.getByText('Platzrunden Schulung · D-EHLV').waitFor();
    await list.getByText(/^Wöchentlich Sa, 14:00/).waitFor();
    await screenshot(page, 'fbo-recurring-phone-de-dark');
    await page.getByRole('button', { name: 'Serie anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Serie anlegen' });
    await dialog.getByLabel('Bezeichnung').fill('Segelflug-Schlepp');
    await dialog.getByLabel('Kennzeichen').fill('D-ESLP');
    await dialog.getByLabel('Erster Tag').fill('06.03.2027');
    await dialog.getByLabel('Anzahl Flüge').fill('6');
    await dialog.getByRole('button', { name: 'Vorschau' }).click();
    await dialog.getByRole('status').filter({ hasText: '6 Flüge, 0 mit Konflikt' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fbo-series-dialog-phone-de-dark');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toasts(page).filter({ hasText: 'Serie gespeichert.' }).waitFor();
    await list.getByText('Segelflug-Schlepp · D-ESLP').waitFor();
    await context.close();
  });

  it('a pilot asks the operator for PPR and sees the request among their own (desktop)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: DESKTOP });
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/apps/ppr');
    await heading(page, 'PPR anfragen');
    await page.getByLabel('Flugplatz').click();
    await page.getByRole('option', { name: /^EDTY · Flugplatz Schwäbisch Hall/ }).click();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(tomorrow);
    await page.getByLabel('Tag').fill(day);
    await page.getByLabel('Ankunft (Ortszeit)').fill('14:30');
    await page.getByLabel('Abflug (Ortszeit)').fill('16:00');
    await page.getByLabel('Kennzeichen').fill('D-EPIL');
    await page.getByLabel('Muster').fill('C172');
    await page.getByLabel('MTOW in kg').fill('1111');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await toasts(page).filter({ hasText: 'PPR-Anfrage an EDTY gesendet.' }).waitFor();
    const mine = page.getByRole('list', { name: 'Meine Anfragen' });
    await mine.getByRole('listitem').filter({ hasText: 'D-EPIL' }).getByText('offen').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fbo-ppr-request-desktop-de-light');
    await context.close();
  });

  it('changes the next flight and the following ones through the scope dialog (desktop)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: DESKTOP });
    await signInByApi(context, 'flugleitung@demo.aero');
    const id = await edtyOperator(context);
    const title = `Nachtschlepp ${Date.now() % 100_000}`;
    await runningSeries(context, id, title);
    await page.goto(`/fixedBaseOperators/${id}/recurringFlights`);
    await heading(page, 'Wiederkehrende Flüge');
    const list = page.getByRole('list', { name: 'Serienflüge' });
    const row = list.getByRole('listitem').filter({ hasText: title });
    await row.getByRole('button', { name: 'Nächsten Flug ändern' }).click();
    const edit = page.getByRole('dialog', { name: /^Flug am .* ändern$/ });
    await edit.getByLabel('Uhrzeit (Europe/Berlin)').fill('22:15');
    await edit.getByRole('button', { name: 'Nächsten Flug ändern' }).click();
    const scope = page.getByRole('dialog', { name: 'Serienflug ändern' });
    const choice = scope.getByRole('radiogroup', { name: 'Welche Termine?' });
    expect(await choice.getByRole('radio', { name: 'Nur dieser Termin' }).isChecked()).toBe(true);
    await choice.getByRole('radio', { name: 'Alle Termine' }).waitFor();
    await choice.getByRole('radio', { name: 'Dieser und alle folgenden Termine' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fbo-scope-dialog-desktop-de-light');
    await scope.getByRole('button', { name: 'Übernehmen' }).click();
    await toasts(page).filter({ hasText: 'Serie gespeichert.' }).waitFor();
    // The series ends before that flight; a new one carries it and the rest at the new time.
    await row.filter({ hasText: 'Serie beendet' }).waitFor();
    await row
      .filter({ hasText: /^.*22:15 \(20 min\)/ })
      .getByText(/^Nächster Flug: .* 22:15$/)
      .waitFor();
    await context.close();
  });

  it('cancels the next flight, then the whole series through the scope dialog, and the club shares its bookings in its settings (phone, dark)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE, colorScheme: 'dark' });
    await signInByApi(context, 'flugleitung@demo.aero');
    const id = await edtyOperator(context);
    const title = `Abendrunde ${Date.now() % 100_000}`;
    await runningSeries(context, id, title);
    await page.goto(`/fixedBaseOperators/${id}/recurringFlights`);
    await heading(page, 'Wiederkehrende Flüge');
    const row = page.getByRole('list', { name: 'Serienflüge' }).getByRole('listitem').filter({ hasText: title });
    await row.getByRole('button', { name: 'Nächsten Flug absagen' }).click();
    const scope = page.getByRole('dialog', { name: 'Flug absagen?' });
    await scope.getByRole('radio', { name: 'Dieser und alle folgenden Termine' }).waitFor();
    expect(await scope.getByRole('radio', { name: 'Nur dieser Termin' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'fbo-cancel-scope-phone-de-dark');
    await scope.getByRole('button', { name: 'Nächsten Flug absagen' }).click();
    await toasts(page).filter({ hasText: 'Flug abgesagt.' }).waitFor();
    await row.getByText('1 Ausnahme').waitFor();
    // The operator's admin cancels the rest of the series: the flights before stay, the series ends.
    await row.getByRole('button', { name: 'Nächsten Flug absagen' }).click();
    await scope.getByRole('radio', { name: 'Alle Termine' }).check();
    await scope.getByRole('button', { name: 'Nächsten Flug absagen' }).click();
    await toasts(page).filter({ hasText: 'Alle kommenden Flüge der Serie abgesagt.' }).waitFor();
    await row.filter({ hasText: 'Serie beendet' }).waitFor();
    await context.close();

    const admin = await newPage(chrome.browser, { viewport: PHONE, colorScheme: 'dark' });
    await signInByApi(admin.context, 'admin@demo.aero');
    await admin.page.goto(`/companies/${await demoClubId(admin.context)}/admin/settings`);
    await heading(admin.page, 'Einstellungen');
    const sharing = admin.page.getByRole('region', { name: 'Flugplatzbetreiber' });
    const toggle = sharing.getByRole('switch', { name: 'Buchungen mit dem Betreiber von EDTY teilen' });
    expect(await toggle.isChecked()).toBe(true);
    await sharing.scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'fbo-sharing-phone-de-dark');
    await toggle.uncheck();
    await toasts(admin.page).filter({ hasText: 'Buchungen werden nicht mehr geteilt.' }).waitFor();
    await toggle.check();
    await toasts(admin.page).filter({ hasText: 'Buchungen werden mit dem Flugplatzbetreiber geteilt.' }).waitFor();
    await admin.context.close();
  });
});
