import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { addDemoAirplanes } from './support/booking';
import {
  baseUrl,
  DESKTOP,
  inEachLook,
  type Look,
  newPage,
  PHONE,
  screenshot,
  showInScheme,
  signInByApi,
  useBrowser,
} from './support/browser';
import { cuttableProxy } from './support/cuttableProxy';
import { berlinIsoDay, bookTomorrow } from './support/logbook';
import { heading, localRowCount, postAsApp, toasts } from './support/shell';

type Proxy = Awaited<ReturnType<typeof cuttableProxy>>;

const OFFLINE = /^Offline – Stand \d\d:\d\d\./;

/** Opens the navbar search and types `text`; returns the dialog. */
async function search(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Suche' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Suchen (Strg+K)' }).click();
  await dialog.getByRole('textbox', { name: 'Suchen (Strg+K)' }).fill(text);
  return dialog;
}

/** The reads kept in the user's local copy, by company and URL. */
const keptReads = (page: Page, database: string) =>
  page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const keys = db.transaction('answers').objectStore('answers').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
    database,
  );

/** Desktop and phone width, light and then dark. */
const LOOKS: readonly Look[] = [
  ['desktop', DESKTOP, 'light'],
  ['phone', PHONE, 'light'],
  ['desktop', DESKTOP, 'dark'],
  ['phone', PHONE, 'dark'],
];

/** Screenshots of the page as it is in each look (the app following each scheme first); left light, on a desktop. */
async function screenshots(page: Page, name: string) {
  await inEachLook(page, LOOKS, (look) => screenshot(page, `${name}-${look}`));
  await showInScheme(page, 'light');
  await page.setViewportSize(DESKTOP);
}

describe('reading without a connection', () => {
  const chrome = useBrowser();
  let proxy: Proxy;
  let plane = { clubId: 0, id: 0, registration: '' };
  // Never opened online: its page is read ahead with the company's aircraft.
  let unvisited = { id: 0, registration: '' };
  let context: BrowserContext;
  let page: Page;
  let me = { id: 0, name: '' };

  beforeAll(async () => {
    proxy = await cuttableProxy(baseUrl());
    const { clubId, registrations, ids } = await addDemoAirplanes(chrome.browser, 2);
    plane = { clubId, id: ids[0] ?? 0, registration: registrations[0] ?? '' };
    unvisited = { id: ids[1] ?? 0, registration: registrations[1] ?? '' };
  });
  afterAll(async () => {
    await context?.close();
    proxy?.close();
  });

  // One installed app through the whole file: read ahead online, then opened with the line dead, page by page.
  it('is installable and reads ahead the calendar, the logbook and every aircraft while online', async () => {
    ({ context, page } = await newPage(chrome.browser, { baseURL: proxy.url, serviceWorkers: 'allow' }));
    await signInByApi(context, 'pilot@demo.aero');
    me = (await (await context.request.get('/api/user')).json()) as { id: number; name: string };
    await bookTomorrow(context, plane.clubId, plane.id);
    const today = berlinIsoDay(new Date());
    const flight = {
      date: today,
      departure_place: 'EDTY',
      departure_time: '08:10',
      arrival_place: 'EDTY',
      arrival_time: '09:00',
      aircraft_type: 'C172',
      registration: plane.registration,
      aircraft_category: 'sep',
      total_minutes: 50,
      se_minutes: 50,
      pic_minutes: 50,
      pic_name: 'SELF',
      landings_day: 1,
    };
    // Today's flight on the first page, older ones enough for a second (25 a page).
    for (const date of [today, ...Array.from({ length: 25 }, (_, day) => `2001-01-${String(day + 1).padStart(2, '0')}`)]) {
      const entry = await postAsApp(context, '/api/logbook/entries', { ...flight, date });
      expect(entry.status(), await entry.text()).toBe(201);
    }

    // Online once, at the aircraft only: the calendar and the logbook are read ahead by the background sync.
    await page.goto(`/companies/${plane.clubId}/airplanes/${plane.id}/status`);
    await heading(page, plane.registration);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Chrome's own check: Playwright's contexts are incognito windows, which Chrome never installs from; nothing else may be wrong.
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    const database = `portal-user-${me.id}`;
    // The read-ahead's last reads are the calendar's coming five weeks, then each aircraft's page.
    const weeksKept = async () => (await keptReads(page, database)).filter((key) => key.includes('/bookings?from=')).length;
    await expect.poll(weeksKept, { timeout: 60_000 }).toBeGreaterThanOrEqual(5);
    const airplanesKept = async () => {
      const kept = await keptReads(page, database);
      return [plane, unvisited].every(({ id }) => kept.includes(`${plane.clubId} /api/airplanes/${id}/status`));
    };
    await expect.poll(airplanesKept, { timeout: 60_000 }).toBe(true);
    expect(await keptReads(page, database)).toContain(`${plane.clubId} /api/logbook/totals`);
    await expect.poll(() => localRowCount(page, database, 'memberships')).toBeGreaterThan(0);

    // No coverage at all: pages, code and reads die at the proxy; the service worker has the code, the local copy the data.
    proxy.set('down');
  });

  it('opens the calendar read-only, as of the last sync', async () => {
    const tomorrow = berlinIsoDay(new Date(Date.now() + 86_400_000));
    await page.goto(`/apps/booking?date=${tomorrow}`);
    const booking = page.getByRole('button', { name: new RegExp(plane.registration) }).first();
    await page.getByText(OFFLINE).waitFor();
    await booking.waitFor();
    await page.getByText('Ohne Verbindung kannst du nicht buchen', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Neue Buchung' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // A read the copy does not hold (the calendar feed's address) fails: said as what it is, once, never as an unknown error.
    await toasts(page).filter({ hasText: 'Keine Verbindung zum Server.' }).waitFor();
    expect(await toasts(page).allInnerTexts()).toEqual([
      'Keine Verbindung zum Server. Versuche es erneut, sobald du wieder online bist.',
    ]);
    await screenshots(page, 'offline-calendar');
  });

  it('opens the logbook and its second page, never opened online', async () => {
    await page.goto('/apps/logbook');
    await heading(page, 'Dein Flugbuch');
    await page.getByText(OFFLINE).waitFor();
    await page.getByText(plane.registration).first().waitFor();
    await screenshots(page, 'offline-logbook');
    // The next page was never opened: the read-ahead kept the pages of the last 200 entries.
    await page.getByRole('button', { name: 'Seite 2', exact: true }).click();
    // The summary is the second page's own answer (the first stays shown while a page loads or fails).
    await page.getByText(/Einträge · Seite 2 von \d+/).waitFor();
    expect(await page.getByText('Die Einträge konnten nicht geladen werden.').count()).toBe(0);
    await screenshots(page, 'offline-logbook-page2');
  });

  it('opens an aircraft visited online and one never visited', async () => {
    await page.goto(`/companies/${plane.clubId}/airplanes/${plane.id}/status`);
    await heading(page, plane.registration);
    await page.getByText(OFFLINE).waitFor();
    await screenshots(page, 'offline-airplane');

    // An aircraft never opened online: read ahead with the company's aircraft, its page and status are there.
    await page.goto(`/companies/${plane.clubId}/airplanes/${unvisited.id}/status`);
    await heading(page, unvisited.registration);
    await page.getByText('Flugklar').first().waitFor();
    await page.getByText(OFFLINE).waitFor();
    await screenshots(page, 'offline-airplane-unvisited');
  });

  it('searches the local copy, opens at the start URL, and leaves the offline state when the line is back', async () => {
    // The navbar search reads the local copy of members and aircraft.
    let dialog = await search(page, plane.registration.slice(0, 4).toLowerCase());
    await dialog.getByRole('button', { name: new RegExp(plane.registration) }).waitFor();
    dialog = await search(page, me.name.slice(0, 3));
    await dialog
      .getByRole('button', { name: new RegExp(`^${me.name}`) })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    // The installed app's start URL opens as well.
    await page.goto('/');
    await heading(page, /^Hallo /);
    await page.getByText(OFFLINE).waitFor();

    // The line is back (the browser says so): the sync reads afresh, the offline state goes.
    await page.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
    proxy.set('pass');
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByText(OFFLINE).waitFor({ state: 'detached' });
    await heading(page, /^Hallo /);
  });
});
