import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { addDemoAirplanes } from './support/booking';
import { baseUrl, newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { cuttableProxy } from './support/cuttableProxy';
import { berlinClock, berlinIsoDay, field } from './support/logbook';
import { heading } from './support/shell';

type Proxy = Awaited<ReturnType<typeof cuttableProxy>>;

/** Records a flight in the tech log's form, leaving Hobbs Beginn as the form offers it. */
async function recordFlight(page: Page, offBlock: Date, hobbsEnd: string) {
  await page.getByRole('button', { name: 'Flug erfassen' }).click();
  const form = page.getByRole('dialog', { name: 'Flug erfassen' });
  await form.getByText('Strecke und Zeiten').waitFor();
  const at = (minutes: number) => berlinClock(new Date(offBlock.getTime() + minutes * 60_000)).time;
  await field(page, 'Datum (Block aus)').fill(berlinClock(offBlock).date);
  await field(page, 'Block aus').fill(at(0));
  await field(page, 'Start').fill(at(5));
  await field(page, 'Landung').fill(at(55));
  await field(page, 'Block an').fill(at(60));
  for (const airfield of ['Startflugplatz (ICAO)', 'Zielflugplatz (ICAO)']) {
    await field(page, airfield).fill('EDTY');
    await page.getByRole('option', { name: /^EDTY/ }).click();
  }
  await field(page, 'Hobbs Ende').fill(hobbsEnd);
  await form.getByRole('button', { name: 'Flug erfassen' }).click();
  await form.waitFor({ state: 'detached' });
}

/** What the server holds of the aircraft, read past the proxy by an admin. */
async function onServer(admin: BrowserContext, clubId: number, airplaneId: number) {
  const flights = await (await admin.request.get(`/api/companies/${clubId}/flights?airplane_id=${airplaneId}`)).json();
  const squawks = await (await admin.request.get(`/api/airplanes/${airplaneId}/squawks`)).json();
  return { flights: flights.data.length as number, squawks: squawks.data.length as number };
}

const localDatabases = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases()).map((database) => database.name ?? '').filter((name) => name.startsWith('portal-')),
  );

describe('writes made without a connection', () => {
  const chrome = useBrowser();
  let proxy: Proxy;
  let plane = { clubId: 0, id: 0, registration: '' };

  beforeAll(async () => {
    proxy = await cuttableProxy(baseUrl());
    const { clubId, registrations, ids } = await addDemoAirplanes(chrome.browser, 1);
    plane = { clubId, id: ids[0] ?? 0, registration: registrations[0] ?? '' };
  });
  afterAll(() => proxy?.close());

  it('keeps a squawk and two flights, sends them once on reconnect and lists the refused one', async () => {
    const admin = await newPage(chrome.browser);
    await signInByApi(admin.context, 'admin@demo.aero');
    const { context, page } = await newPage(chrome.browser, { baseURL: proxy.url, serviceWorkers: 'allow' });
    await signInByApi(context, 'pilot@demo.aero');
    const base = `/companies/${plane.clubId}/airplanes/${plane.id}`;

    // The squawk reaches the server, its answer does not: kept with its key, it is not reported twice.
    await page.goto(`${base}/status`);
    await heading(page, plane.registration);
    proxy.set('loseAnswer');
    await page.getByLabel(/^Was ist dir aufgefallen\?/).fill('Ölspuren am Bugfahrwerk');
    await page.getByRole('button', { name: 'Beanstandung melden' }).click();
    await page.getByText('Beanstandung gespeichert – wartet auf Verbindung').waitFor();
    const pending = page.getByRole('list', { name: 'Noch nicht übertragen' });
    await pending.getByText('Ölspuren am Bugfahrwerk').waitFor();
    await pending.getByText('wartet auf Verbindung').waitFor();
    expect(await onServer(admin.context, plane.clubId, plane.id)).toEqual({ flights: 0, squawks: 1 });

    // Two flights while the line is dead; the second starts where the form (not the server) thinks the Hobbs stands.
    proxy.set('refuse');
    await page.goto(`${base}/logbook`);
    await heading(page, plane.registration);
    const yesterday = new Date(`${berlinIsoDay(new Date(Date.now() - 86_400_000))}T07:00:00Z`);
    await recordFlight(page, yesterday, '0:50');
    await page.getByText(`Flug mit ${plane.registration} gespeichert – wartet auf Verbindung`).first().waitFor();
    await recordFlight(page, new Date(yesterday.getTime() + 3 * 3_600_000), '0:50');
    await expect.poll(() => page.getByRole('list', { name: 'Noch nicht übertragen' }).getByRole('listitem').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'offline-outbox-waiting-desktop-de-light');
    expect(await onServer(admin.context, plane.clubId, plane.id)).toEqual({ flights: 0, squawks: 1 });

    // The connection returns: everything goes in order, each once; the stale second flight is refused.
    proxy.set('pass');
    await context.setOffline(true);
    await context.setOffline(false);
    const outbox = page.getByRole('link', { name: 'Ausstehende Änderungen: 1' });
    await outbox.waitFor({ timeout: 30_000 });
    expect(await onServer(admin.context, plane.clubId, plane.id)).toEqual({ flights: 1, squawks: 1 });
    await page.getByRole('list', { name: 'Noch nicht übertragen' }).getByText('abgelehnt').waitFor();

    await outbox.click();
    await heading(page, 'Ausstehende Änderungen');
    await page
      .getByText('Der Hobbs-Beginn 0:00 setzt den letzten Stand des Flugzeugs (0:50) nicht fort.', { exact: false })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'offline-outbox-refused-desktop-de-light');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'offline-outbox-refused-phone-de-light');

    await page.getByRole('button', { name: 'Korrigieren' }).click();
    const correct = page.getByRole('dialog');
    await correct.getByLabel('Hobbs Beginn').fill('50');
    await correct.getByRole('button', { name: 'Erneut senden' }).click();
    await page.getByText('Alles übertragen: nichts wartet auf Verbindung.').waitFor({ timeout: 30_000 });
    expect(await onServer(admin.context, plane.clubId, plane.id)).toEqual({ flights: 2, squawks: 1 });

    // Signing out wipes every local database, the outbox with it: with a write still waiting, only after a yes.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${base}/status`);
    await heading(page, plane.registration);
    proxy.set('refuse');
    await page.getByLabel(/^Was ist dir aufgefallen\?/).fill('Kratzer an der Propellerspitze');
    await page.getByRole('button', { name: 'Beanstandung melden' }).click();
    await page.getByText('Beanstandung gespeichert – wartet auf Verbindung').waitFor();
    expect(await localDatabases(page)).not.toEqual([]);
    await page.getByRole('link', { name: 'Ausstehende Änderungen: 1' }).waitFor();
    await page.getByRole('button', { name: /^Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    const ask = page.getByRole('dialog', { name: 'Trotzdem abmelden?' });
    await ask.getByText('Eine Änderung wartet noch auf Verbindung.', { exact: false }).waitFor();
    proxy.set('pass');
    await ask.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(/\/login/);
    await expect.poll(() => localDatabases(page)).toEqual([]);
    expect(await onServer(admin.context, plane.clubId, plane.id)).toEqual({ flights: 2, squawks: 1 });
    await context.close();
    await admin.context.close();
  });
});
