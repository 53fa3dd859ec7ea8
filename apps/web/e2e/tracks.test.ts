import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { addDemoAirplanes } from './support/booking';
import { baseUrl, DESKTOP, newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { field } from './support/logbook';
import { placesDrawn } from './support/map';
import { deleteAsApp, heading, postAsApp } from './support/shell';

const SAMPLES = new URL('../../api/src/modules/tracks/samples/', import.meta.url);
const sample = (name: string) => readFileSync(new URL(name, SAMPLES));

async function appHeaders(context: BrowserContext) {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'x-xsrf-token': decodeURIComponent(xsrf), origin: baseUrl(), accept: 'application/json' };
}

/** The pilot's own logbook line with the phone's GPX of EDTY → EDTH as its track. */
async function lineWithTrack(context: BrowserContext) {
  const entry = await postAsApp(context, '/api/logbook/entries', {
    date: '2026-06-14',
    departure_place: 'EDTY',
    departure_time: '08:10',
    arrival_place: 'EDTY',
    arrival_time: '09:00',
    aircraft_type: 'C172',
    registration: 'D-ETRK',
    aircraft_category: 'sep',
    total_minutes: 50,
    se_minutes: 50,
    pic_minutes: 50,
    pic_name: 'SELF',
    landings_day: 1,
  });
  expect(entry.status(), await entry.text()).toBe(201);
  const id = (await entry.json()).data.id as number;
  const uploaded = await context.request.post(`/api/logbook/entries/${id}/track`, {
    multipart: { file: { name: 'Heubach.gpx', mimeType: 'application/gpx+xml', buffer: sample('phone-edty-edth.gpx') } },
    headers: await appHeaders(context),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return { entryId: id, trackId: (await uploaded.json()).data.id as number };
}

/** Moves the pointer across the altitude profile and waits for the map's dot to follow. */
async function pointAtProfile(page: Page) {
  const profile = page.getByTestId('altitude-profile').locator('svg').first();
  await profile.waitFor();
  await profile.scrollIntoViewIfNeeded();
  const box = await profile.boundingBox();
  if (!box) throw new Error('no profile');
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height / 2);
  await page.getByTestId('track-pointer').waitFor();
}

describe('flight tracks', () => {
  const chrome = useBrowser();

  it('shows a shared track without sign-in: the map and the profile following the pointer, until the link is revoked', async () => {
    const owner = await newPage(chrome.browser);
    await signInByApi(owner.context, 'pilot@demo.aero');
    const { trackId } = await lineWithTrack(owner.context);
    const shared = await postAsApp(owner.context, `/api/tracks/${trackId}/share`);
    expect(shared.status()).toBe(201);
    const url = new URL((await shared.json()).data.url as string);

    // One visitor's window in every look: the page depends on no phone's user agent. A map switched to the other
    // scheme fades to its colours in frames that no wait here sees end, so each look opens the page afresh.
    const { context, page } = await newPage(chrome.browser);
    const looks = [
      ['desktop', 'light'],
      ['phone', 'light'],
      ['desktop', 'dark'],
      ['phone', 'dark'],
    ] as const;
    for (const [device, colorScheme] of looks) {
      await page.setViewportSize(device === 'phone' ? PHONE : DESKTOP);
      await page.emulateMedia({ colorScheme });
      await page.goto(url.pathname);
      await heading(page, 'Geteilte Flugspur');
      await page.getByText('EDTY → EDTH').waitFor();
      await page.getByText('EDTH · Heubach Airport').waitFor();
      await page.locator('.maplibregl-canvas').waitFor();
      await placesDrawn(page);
      await pointAtProfile(page);
      await screenshot(page, `tracks-shared-${device}-${colorScheme}`);
      if (device === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    }

    expect((await deleteAsApp(owner.context, `/api/tracks/${trackId}/share`)).status()).toBe(204);
    await page.goto(url.pathname);
    await page.getByText('Diese Flugspur wird nicht (mehr) geteilt.').waitFor();
    await context.close();
    await owner.context.close();
  });

  it('offers the track’s places and times to the pilot’s logbook form, changed only when saved', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    const { entryId } = await lineWithTrack(context);
    await page.goto('/apps/logbook?from=2026-06-14&to=2026-06-14');
    await heading(page, 'Dein Flugbuch');
    await page.getByRole('row').filter({ hasText: 'D-ETRK' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Strecke', { exact: true }).waitFor();
    await pointAtProfile(page);
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    const arrival = dialog.getByLabel(/^Ankunftsort/);
    await expect.poll(() => arrival.inputValue()).toBe('EDTH');
    await screenshot(page, 'tracks-logbook-dialog');
    const before = await context.request.get(`/api/logbook/entries/${entryId}`);
    expect((await before.json()).data.arrival_place).toBe('EDTY');
    await context.close();
  });

  it('offers a flight’s track to the admin’s flight form: airfields and block times, kept once saved (desktop light, phone dark)', async () => {
    const { clubId, ids } = await addDemoAirplanes(chrome.browser, 2);
    const looks = [
      [undefined, 'light'],
      [PHONE, 'dark'],
    ] as const;
    for (const [index, [viewport, colorScheme]] of looks.entries()) {
      const { context, page } = await newPage(chrome.browser, { ...(viewport && { viewport }), colorScheme });
      await signInByApi(context, 'admin@demo.aero');
      const recorded = await postAsApp(context, `/api/companies/${clubId}/flights`, {
        airplane_id: ids[index],
        departure_airport: 'EDTY',
        arrival_airport: 'EDTY',
        off_block_at: '2026-06-14T08:00:00Z',
        takeoff_at: '2026-06-14T08:05:00Z',
        landing_at: '2026-06-14T08:55:00Z',
        on_block_at: '2026-06-14T09:00:00Z',
        hobbs_start: 0,
        hobbs_end: 60,
      });
      expect(recorded.status(), await recorded.text()).toBe(201);
      const flightId = (await recorded.json()).data.id as number;
      await page.goto(`/companies/${clubId}/airplanes/${ids[index]}/logbook`);
      await page
        .getByRole('button', { name: /korrigieren/i })
        .first()
        .click();
      const form = page.getByRole('dialog', { name: 'Flug korrigieren' });
      await form.getByText('Flugspur', { exact: true }).waitFor();
      await form.locator('input[type="file"]').setInputFiles({
        name: 'Heubach.gpx',
        mimeType: 'application/gpx+xml',
        buffer: sample('phone-edty-edth.gpx'),
      });
      // The track's take-off on the club's clock, as the form writes its times.
      await form.getByText('14.06.2026, 10:17').waitFor();
      await form.getByRole('button', { name: 'Übernehmen' }).click();
      // The phone's recording starts at 08:12 UTC: 10:12 on the club's summer clock.
      await expect.poll(() => field(page, 'Zielflugplatz (ICAO)').inputValue()).toBe('EDTH');
      expect(await field(page, 'Block aus').inputValue()).toBe('10:12');
      await form.getByText('Flugspur', { exact: true }).scrollIntoViewIfNeeded();
      await placesDrawn(page);
      await screenshot(page, `tracks-flight-form-${viewport ? 'phone' : 'desktop'}-${colorScheme}-track`);
      await field(page, 'Block aus').scrollIntoViewIfNeeded();
      await screenshot(page, `tracks-flight-form-${viewport ? 'phone' : 'desktop'}-${colorScheme}`);
      if (!viewport) expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText(/^Flug mit .* korrigiert$/).waitFor();
      const saved = (await (await context.request.get(`/api/flights/${flightId}`)).json()).data;
      expect([saved.arrival_airport, Date.parse(saved.off_block_at)]).toEqual(['EDTH', Date.parse('2026-06-14T08:12:00Z')]);
      await context.close();
    }
  });
});
