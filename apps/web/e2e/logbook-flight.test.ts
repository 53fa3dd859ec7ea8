import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { addDemoAirplanes, bookAsAdmin } from './support/booking';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { berlinClock, berlinIsoDay, bookTomorrow, field } from './support/logbook';
import { heading } from './support/shell';

describe('recording a flight', () => {
  const chrome = useBrowser();
  let clubId = 0;
  let plane = '';
  let planeId = 0;

  beforeAll(async () => {
    ({
      clubId,
      registrations: [plane = ''],
      ids: [planeId = 0],
    } = await addDemoAirplanes(chrome.browser, 1));
  });

  it('records the flight of a booking; it shows in the pilot logbook and the aircraft tech log', async () => {
    // Jonas's flight of yesterday morning (booked by the admin: members cannot book the past), inside the
    // day view's hours whatever the hour the test runs at.
    const admin = await newPage(chrome.browser);
    await signInByApi(admin.context, 'admin@demo.aero');
    const flownStart = new Date(`${berlinIsoDay(new Date(Date.now() - 86_400_000))}T09:00:00Z`);
    await bookAsAdmin(admin.context, clubId, {
      airplane_id: planeId,
      membership_id: 'Jonas Pilot',
      starts_at: flownStart.toISOString(),
      ends_at: new Date(flownStart.getTime() + 110 * 60_000).toISOString(),
    });
    await admin.context.close();

    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    const bookingOn = (start: Date) =>
      page.getByRole('button', { name: new RegExp(`^${berlinClock(start).time}–.*Jonas Pilot, ${plane}`) });

    // A booking that has not ended yet offers no flight to record.
    const comingStart = await bookTomorrow(context, clubId, planeId);
    await page.goto(`/apps/booking?view=day&date=${berlinIsoDay(comingStart)}`);
    await heading(page, 'Buche Flüge mit deinen Flugzeugen');
    await bookingOn(comingStart).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ändern' }).waitFor();
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Flug erfassen' }).count()).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.goto(`/apps/booking?view=day&date=${berlinIsoDay(flownStart)}`);
    await heading(page, 'Buche Flüge mit deinen Flugzeugen');
    await bookingOn(flownStart).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Flug erfassen' }).click();
    const form = page.getByRole('dialog', { name: 'Flug erfassen' });
    await form.getByText('Strecke und Zeiten').waitFor();
    expect(await form.textContent()).toContain(plane);
    expect(await field(page, 'Hobbs Beginn').inputValue()).toBe('0:00');

    // Off block 25 minutes into the booking (recorded once it has ended), in the club's zone.
    const offBlock = new Date(flownStart.getTime() + 25 * 60_000);
    const moment = (minutes: number) => new Date(offBlock.getTime() + minutes * 60_000);
    const at = (minutes: number) => berlinClock(moment(minutes)).time;
    const utc = (minutes: number) => moment(minutes).toISOString().slice(11, 16);
    await field(page, 'Datum (Block aus)').fill(berlinClock(offBlock).date);
    await field(page, 'Block aus').fill(at(0));
    await field(page, 'Start').fill(at(6));
    await field(page, 'Landung').fill(at(58));
    await field(page, 'Block an').fill(at(64));
    await form.getByText('Blockzeit 1:04 · Flugzeit 0:52').waitFor();
    await field(page, 'Startflugplatz (ICAO)').fill('schwäbisch hall');
    await page.getByRole('option', { name: /EDTY/ }).click();
    await field(page, 'Zielflugplatz (ICAO)').fill('EDZZ');
    await field(page, 'Hobbs Ende').fill('1:05');
    await field(page, 'Getankt (Liter)').fill('32,5');
    await form.getByRole('button', { name: 'Flug erfassen' }).click();
    // The server knows no EDZZ: its 422 stands on the field, in German, and the input stays.
    await form.getByText('Den Flugplatz EDZZ gibt es im Flugplatzverzeichnis nicht.').waitFor();
    expect(await field(page, 'Hobbs Ende').inputValue()).toBe('1:05');
    await screenshot(page, 'logbook-flight-form-desktop-de-light');
    await field(page, 'Zielflugplatz (ICAO)').fill('EDTY');
    await page.getByRole('option', { name: /^EDTY/ }).click();
    await form.getByRole('button', { name: 'Flug erfassen' }).click();
    await page.getByText(`Flug mit ${plane} erfasst`).waitFor();
    await form.waitFor({ state: 'detached' });

    await page.goto(`/apps/logbook?aircraft=${plane}`);
    await heading(page, 'Dein Flugbuch');
    const row = page.getByRole('table', { name: 'Flugbucheinträge' }).getByRole('row', { name: new RegExp(plane) });
    await row.waitFor();
    // The logbook writes UTC, as FCL.050 asks.
    expect(await row.textContent()).toContain(`EDTY${utc(0)}EDTY${utc(64)}`);
    expect(await row.textContent()).toContain('1:04');
    await screenshot(page, 'logbook-after-flight-desktop-de-light');

    await page.goto(`/companies/${clubId}/airplanes/${planeId}/logbook`);
    const techLog = page.getByRole('table', { name: `Bordbuch von ${plane}` });
    await techLog.getByRole('row', { name: /Jonas Pilot/ }).waitFor();
    expect(await techLog.getByRole('row', { name: /Jonas Pilot/ }).textContent()).toContain('EDTY → EDTY');
    expect(await page.getByText('Hobbs (Betriebszeit)').locator('..').textContent()).toContain('1:05');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'logbook-techlog-desktop-de-light');
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`shows the tech log and the flight form on a phone (${scheme})`, async () => {
      const { context, page } = await newPage(chrome.browser, { viewport: PHONE, colorScheme: scheme });
      await signInByApi(context, 'pilot@demo.aero');
      await page.goto(`/companies/${clubId}/airplanes/${planeId}/logbook`);
      await page
        .getByRole('list', { name: `Bordbuch von ${plane}` })
        .getByText('EDTY → EDTY')
        .first()
        .waitFor();
      await screenshot(page, `logbook-techlog-phone-de-${scheme}`);
      await page.getByRole('button', { name: 'Flug erfassen' }).click();
      await page.getByRole('dialog', { name: 'Flug erfassen' }).getByText('Zählerstände').waitFor();
      expect(await field(page, 'Hobbs Beginn').inputValue()).toBe('1:05');
      await screenshot(page, `logbook-flight-form-phone-de-${scheme}`);
      await context.close();
    });
  }

  it('lists the flight for accounting, ready for billing, and lets the admin correct it', async () => {
    const { context, page } = await newPage(chrome.browser, { colorScheme: 'dark' });
    await signInByApi(context, 'admin@demo.aero');
    await page.goto(`/companies/${clubId}/accounting/flights?airplane_id=${planeId}`);
    await heading(page, 'Buchhaltung: Flüge');
    const row = page.getByRole('row', { name: new RegExp(plane) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Bereit zur Abrechnung');
    await row.getByRole('button', { name: /korrigieren/ }).click();
    const form = page.getByRole('dialog', { name: 'Flug korrigieren' });
    await field(page, 'Bemerkungen').fill('Ziel korrigiert');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(`Flug mit ${plane} korrigiert`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'logbook-accounting-desktop-de-dark');
    await context.close();
  });
});
