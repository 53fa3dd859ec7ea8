import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { heading, toasts } from './support/shell';

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
});
