import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { addDemoAirplanes } from './support/booking';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { baseMapColours, mapPin, pinOf, placesDrawn } from './support/map';
import { heading, postAsApp } from './support/shell';

const CLUB_FLEET = ['D-EFRB', 'D-EHLB', 'D-EKLS', 'D-ELSV', 'D-GHLV', 'D-KHLM'];
const EDDM = { latitude: 48.3538, longitude: 11.7861 };

describe('the fleet map', () => {
  const chrome = useBrowser();
  let clubId = 0;
  let away = '';

  beforeAll(async () => {
    // One more aircraft, reported by its tracker over Munich, far from the club's home base.
    const added = await addDemoAirplanes(chrome.browser, 1);
    clubId = added.clubId;
    away = added.registrations[0] as string;
    const { context } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    const response = await postAsApp(context, `/api/airplanes/${added.ids[0]}/positions`, {
      ...EDDM,
      altitude_ft: 3500,
      ground_speed_kt: 105,
      heading_deg: 270,
      source: 'tracker',
    });
    expect(response.status(), await response.text()).toBe(201);
    await context.close();
  });

  it('shows each aircraft at its latest position with its home base, and opens one from the list', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto(`/companies/${clubId}/apps/company-fleet-map`);
    await heading(page, 'Flottenkarte');
    const base = mapPin(page, 'Heimatflugplatz EDTY, Adolf Würth Airport');
    await base.waitFor();
    for (const registration of CLUB_FLEET) {
      const pin = mapPin(
        page,
        new RegExp(`^${registration}, (Einsatzbereit|Gesperrt), gemeldet \\d\\d\\.\\d\\d\\.\\d{4}, \\d\\d:\\d\\d$`),
      );
      await pin.waitFor();
      // Parked at home: listed on the home base's pin.
      expect(
        await pinOf(pin)
          .getByRole('button', { name: /^Heimatflugplatz EDTY/ })
          .count(),
      ).toBe(1);
    }
    const munich = mapPin(page, new RegExp(`^${away}, Einsatzbereit, gemeldet `));
    expect(await pinOf(munich).getByRole('button').count()).toBe(1);
    expect(
      await mapPin(page, /^D-EFRB, Gesperrt/)
        .locator('svg')
        .evaluate((icon) => getComputedStyle(icon).color),
    ).not.toBe(
      await mapPin(page, /^D-EHLB, Einsatzbereit/)
        .locator('svg')
        .evaluate((icon) => getComputedStyle(icon).color),
    );

    const list = page.getByRole('list', { name: 'Flugzeuge der Flotte' });
    expect(await list.getByRole('listitem').filter({ hasText: 'D-EHLB' }).textContent()).toMatch(
      /^D-EHLB 172S Skyhawk SP EinsatzbereitGemeldet \d\d\.\d\d\.\d{4}, \d\d:\d\d · Heimat EDTY$/,
    );
    const [mapBox, listBox] = await Promise.all([page.locator('.maplibregl-map').boundingBox(), list.boundingBox()]);
    expect(listBox?.x).toBeGreaterThan((mapBox?.x ?? 0) + (mapBox?.width ?? 0));

    await page.getByRole('button', { name: 'D-EFRB auf der Karte zeigen' }).click();
    const popup = page.locator('.maplibregl-popup');
    await popup.getByText('Gesperrt: No-Go-Beanstandung: Bremse rechts gibt nach, Pedal weich').waitFor();
    expect(await popup.getByText(/^Gemeldet \d\d\.\d\d\.\d{4}, \d\d:\d\d \(Tracker\)$/).count()).toBe(1);
    const link = popup.getByRole('link', { name: 'Zum Flugzeug D-EFRB' });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/companies/${clubId}/airplanes/\\d+$`));
    await expect.poll(() => baseMapColours(page), { timeout: 30_000 }).toBeGreaterThan(2);
    await placesDrawn(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fleet-map-desktop-de-light');

    await munich.click();
    await popup.getByText('3.500 ft · 105 kt · 270°').waitFor();
    await context.close();
  });

  it('puts the list below the map on a phone (light and dark)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'pilot@demo.aero');
    // A map switched to the other scheme fades to its colours in frames that no wait here sees end: it opens afresh in each.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`/companies/${clubId}/apps/company-fleet-map`);
      await mapPin(page, /^D-EHLB, Einsatzbereit/).waitFor();
      const list = page.getByRole('list', { name: 'Flugzeuge der Flotte' });
      const [mapBox, listBox] = await Promise.all([page.locator('.maplibregl-map').boundingBox(), list.boundingBox()]);
      expect(listBox?.y).toBeGreaterThan((mapBox?.y ?? 0) + (mapBox?.height ?? 0));
      await expect.poll(() => baseMapColours(page), { timeout: 30_000 }).toBeGreaterThan(2);
      await placesDrawn(page);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `fleet-map-phone-de-${colorScheme}`);
    }
    await context.close();
  });
});
