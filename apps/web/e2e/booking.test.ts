import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  addDemoAirplanes,
  berlinDay,
  berlinTime,
  bookAsAdmin,
  bookingDay,
  dragOnRow,
  fillNewBooking,
  germanDate,
} from './support/booking';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';

describe('the booking calendar', () => {
  const chrome = useBrowser();
  let planes: string[] = [];
  let planeIds: number[] = [];
  let clubId = 0;
  const day = berlinDay(9);

  beforeAll(async () => {
    ({ clubId, registrations: planes, ids: planeIds } = await addDemoAirplanes(chrome.browser, 3));
  });

  it('books by dragging on a desktop row, shows it as the own booking, and cancels it', async () => {
    const plane = planes[0] as string;
    const { context, page } = await bookingDay(chrome.browser, 'pilot@demo.aero', day);
    await page.locator(`[data-track="${plane}"]`).waitFor();
    await dragOnRow(page, plane, 10, 12);
    const dialog = page.getByRole('dialog', { name: 'Neue Buchung' });
    expect(await dialog.getByLabel('Beginn (Datum)').inputValue()).toBe(germanDate(day));
    expect(await dialog.getByLabel('Beginn (Uhrzeit)').inputValue()).toBe('10:00');
    expect(await dialog.getByLabel('Ende (Uhrzeit)').inputValue()).toBe('12:00');
    await dialog.getByLabel('Ziel (ICAO)').fill('edty');
    await screenshot(page, 'booking-form-desktop-de-light');
    await dialog.getByRole('button', { name: 'Buchen' }).click();
    await page.getByText('Flugzeug gebucht').waitFor();
    const booking = page.getByRole('button', {
      name: new RegExp(`^10:00–12:00 Jonas Pilot, ${plane}, \\S+ \\d\\d\\.\\d\\d\\., Privatflug, nach EDTY, Deine Buchung$`),
    });
    await booking.waitFor();
    expect(await booking.getAttribute('class')).toContain('own');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-desktop-de-light');

    await booking.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stornieren' }).click();
    const confirm = page.getByRole('dialog', { name: 'Buchung stornieren?' });
    await confirm.getByLabel('Grund (optional)').fill('Wetter');
    await confirm.getByRole('button', { name: 'Stornieren' }).click();
    await page.getByText('Buchung storniert').waitFor();
    await expect.poll(() => booking.count()).toBe(0);
    await context.close();
  });

  it('shows the form check and the server 422 on the field concerned, keeping the input', async () => {
    const { context, page } = await bookingDay(chrome.browser, 'pilot@demo.aero', day);
    await page.getByRole('button', { name: 'Neue Buchung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Buchung' });
    await dialog.getByLabel('Ende (Uhrzeit)').fill('08:00');
    await dialog.getByLabel('Beginn (Uhrzeit)').fill('09:00');
    await dialog.getByRole('button', { name: 'Buchen' }).click();
    await dialog.getByRole('group', { name: 'Ende' }).getByText('Das Ende muss nach dem Beginn liegen.').waitFor();

    await dialog.getByLabel('Beginn (Datum)').fill(germanDate(berlinDay(-2)));
    await dialog.getByLabel('Ende (Datum)').fill(germanDate(berlinDay(-2)));
    await dialog.getByLabel('Ende (Uhrzeit)').fill('11:00');
    await dialog.getByRole('button', { name: 'Buchen' }).click();
    await dialog
      .getByRole('group', { name: 'Beginn' })
      .getByText('Eine Buchung kann nicht in der Vergangenheit beginnen.')
      .waitFor();
    await dialog.getByText('Bitte prüfe die markierten Felder.').waitFor();
    await screenshot(page, 'booking-refused-desktop-de-light');
    expect(await dialog.getByLabel('Beginn (Uhrzeit)').inputValue()).toBe('09:00');
    await context.close();
  });

  it('refuses the second of two members who book the same slot, naming the taken time', async () => {
    const plane = planes[1] as string;
    const first = await bookingDay(chrome.browser, 'pilot@demo.aero', day);
    const second = await bookingDay(chrome.browser, 'markus.wagner@demo.aero', day);
    await second.page.locator(`[data-track="${plane}"]`).waitFor();
    await dragOnRow(first.page, plane, 14, 16);
    await first.page.getByRole('dialog').getByRole('button', { name: 'Buchen' }).click();
    await first.page.getByText('Flugzeug gebucht').waitFor();

    // §7's retry rule: a write refused with 409 is sent once more, and the repeat changes nothing.
    const posts: string[] = [];
    second.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/companies/${clubId}/bookings`)) posts.push(request.url());
    });
    await dragOnRow(second.page, plane, 14, 16);
    await second.page.getByRole('dialog').getByRole('button', { name: 'Buchen' }).click();
    const alert = second.page.getByRole('dialog').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      /^Das Flugzeug ist am .*14:00–16:00 \(Europe\/Berlin\) bereits von Jonas Pilot gebucht\.$/,
    );
    expect(posts).toHaveLength(2);
    const window = { from: berlinTime(day, '00:00'), to: berlinTime(day, '23:59'), airplane_id: String(planeIds[1]) };
    const held = await first.context.request.get(`/api/companies/${clubId}/bookings?${new URLSearchParams(window)}`);
    expect(((await held.json()) as { data: unknown[] }).data).toHaveLength(1);
    await screenshot(second.page, 'booking-conflict-desktop-de-light');
    await first.context.close();
    await second.context.close();
  });

  it('books for a member without a licence on file or recent landings, and warns in German', async () => {
    const plane = planes[2] as string;
    // Anna Fischer is the demo member who has not flown lately (the others fly in the demo's last weeks).
    const { context, page } = await bookingDay(chrome.browser, 'crew@demo.aero', day);
    await page.locator(`[data-track="${plane}"]`).waitFor();
    await dragOnRow(page, plane, 12, 13);
    await page.getByRole('dialog').getByRole('button', { name: 'Buchen' }).click();
    await page.getByText('Flugzeug gebucht').waitFor();
    const warning = page.getByText(/^Es ist keine gültige Pilotenlizenz hinterlegt\. .*Keine Passagiere erlaubt: /);
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(
      new RegExp(
        `In den 90 Tagen vor dem ${germanDate(day)} stehen erst \\d+ von 3 nötigen Starts und Landungen im Flugbuch\\.$`,
      ),
    );
    await screenshot(page, 'booking-warnings-desktop-de-light');
    await context.close();
  });

  it('shows the week in the dark theme: training with its instructor lane, standby and maintenance', async () => {
    const admin = await newPage(chrome.browser);
    await signInByApi(admin.context, 'admin@demo.aero');
    const next = berlinDay(10);
    const at = (time: string, date = day) => berlinTime(date, time);
    await bookAsAdmin(admin.context, clubId, {
      airplane_id: planeIds[0],
      starts_at: at('08:00', next),
      ends_at: at('16:00', next),
      type: 'maintenance',
      notes: '50-Stunden-Kontrolle',
    });
    await bookAsAdmin(admin.context, clubId, {
      airplane_id: planeIds[2],
      starts_at: at('09:00', next),
      ends_at: at('12:00', next),
      type: 'training',
      membership_id: 'Lena Schüler',
      instructor_membership_id: 'Thomas Fluglehrer',
    });
    await bookAsAdmin(admin.context, clubId, {
      airplane_id: planeIds[1],
      starts_at: at('17:00', next),
      ends_at: at('19:00', next),
      membership_id: 'Jonas Pilot',
    });
    await bookAsAdmin(admin.context, clubId, {
      airplane_id: planeIds[1],
      starts_at: at('17:00', next),
      ends_at: at('19:00', next),
      status: 'standby',
      membership_id: 'Markus Wagner',
    });
    await admin.context.close();

    const { context, page } = await bookingDay(chrome.browser, 'instructor@demo.aero', day, { colorScheme: 'dark' });
    await page.goto(`/apps/booking?view=week&date=${day}`);
    const calendar = page.getByRole('region', { name: 'Buchungskalender' });
    await calendar.getByRole('button', { name: new RegExp(`^17:00–19:00 Jonas Pilot, ${planes[1]},`) }).waitFor();
    await calendar
      .getByRole('button', { name: /^09:00–12:00 Lena Schüler · mit Thomas Fluglehrer, .*Schulung, Deine Buchung$/ })
      .first()
      .waitFor();
    // The demo club books this week too: count on this test's aircraft and lesson only.
    expect(await calendar.locator(`[data-track="${planes[0]}"] .bk.maintenance`).count()).toBe(1);
    expect(await calendar.locator(`[data-track="${planes[1]}"] .bk.standby`).count()).toBe(1);
    const lesson = new RegExp(`^(?=.*09:00–12:00)(?=.*Lena Schüler)(?=.*${planes[2]})`);
    expect(await calendar.getByRole('button', { name: lesson }).count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-desktop-de-dark');
    await context.close();
  });

  it("shows the demo club's coming week full of bookings: lessons, members' flights and maintenance", async () => {
    // The week of tomorrow lies within the demo's booked week, whatever the weekday today.
    const { context, page } = await bookingDay(chrome.browser, 'instructor@demo.aero', berlinDay(1));
    await page.goto(`/apps/booking?view=week&date=${berlinDay(1)}`);
    const calendar = page.getByRole('region', { name: 'Buchungskalender' });
    await calendar
      .getByRole('button', { name: /Lena Schüler · mit Thomas Fluglehrer, .*Schulung, Deine Buchung$/ })
      .first()
      .waitFor();
    expect(await calendar.locator('[data-track="D-EKLS"] [data-booking-id]').count()).toBeGreaterThanOrEqual(8);
    expect(await calendar.locator('[data-booking-id]').count()).toBeGreaterThanOrEqual(20);
    expect(await calendar.locator('.bk.maintenance').count()).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'booking-demo-week-desktop-de-light');
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`books with the form on a phone and lists the booking in the agenda (${scheme})`, async () => {
      const plane = planes[2] as string;
      const hour = scheme === 'light' ? '08' : '17';
      const { context, page } = await bookingDay(chrome.browser, 'pilot@demo.aero', day, {
        viewport: PHONE,
        colorScheme: scheme,
      });
      const dialog = await fillNewBooking(page, plane, day, `${hour}:00`, `${hour}.45`);
      await screenshot(page, `booking-form-phone-de-${scheme}`);
      await dialog.getByRole('button', { name: 'Buchen' }).click();
      await page.getByText('Flugzeug gebucht').waitFor();
      await page
        .getByRole('button', { name: new RegExp(`^${hour}:00–${hour}:45 · ${plane} Jonas Pilot · Privatflug Deine Buchung$`) })
        .waitFor();
      await screenshot(page, `booking-phone-de-${scheme}`);
      if (scheme === 'light') {
        await page.goto('/');
        // Other test files book for the demo pilot too: the card lists the first five, whichever they are.
        await page.getByRole('list', { name: 'Deine nächsten Buchungen' }).getByRole('listitem').first().waitFor();
        await screenshot(page, 'booking-dashboard-phone-de-light');
      }
      await context.close();
    });
  }

  it('shows the whole fleet in the company booking app and one aircraft in its calendar tab', async () => {
    const admin = await newPage(chrome.browser);
    await signInByApi(admin.context, 'admin@demo.aero');
    const slot = { starts_at: berlinTime(day, '18:00'), ends_at: berlinTime(day, '19:00') };
    await bookAsAdmin(admin.context, clubId, { airplane_id: planeIds[1], ...slot, membership_id: 'Jonas Pilot' });
    await admin.context.close();
    const { context, page } = await bookingDay(chrome.browser, 'pilot@demo.aero', day);
    await page.goto(`/companies/${clubId}/apps/company-booking-app?view=day&date=${day}`);
    await page.getByRole('heading', { level: 1, name: 'Buchungen' }).waitFor();
    await page.locator(`[data-track="${planes[1]}"]`).waitFor();
    await page.getByRole('button', { name: new RegExp(`^18:00–19:00 Jonas Pilot, ${planes[1]},`) }).waitFor();

    await page.goto(`/companies/${clubId}/airplanes/${planeIds[1]}/calendar?view=day&date=${day}`);
    await page.getByRole('button', { name: new RegExp(`^18:00–19:00 Jonas Pilot, ${planes[1]},`) }).waitFor();
    expect(await page.locator('[data-track]').count()).toBe(1);
    await screenshot(page, 'booking-airplane-calendar-desktop-de-light');
    await context.close();
  });

  it('gives the personal calendar feed address and replaces it on request', async () => {
    const { context, page } = await bookingDay(chrome.browser, 'pilot@demo.aero', day);
    const address = page.getByLabel('Persönliche Kalenderadresse');
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/calendar\/.+\.ics$/);
    const old = await address.inputValue();
    const feed = await context.request.get(old);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    await page.getByRole('button', { name: 'Neue Adresse erzeugen' }).click();
    await page
      .getByRole('dialog', { name: 'Neue Adresse erzeugen' })
      .getByRole('button', { name: 'Neue Adresse erzeugen' })
      .click();
    await page.getByText('Neue Kalenderadresse erzeugt').waitFor();
    expect(await address.inputValue()).not.toBe(old);
    expect((await context.request.get(old)).status()).toBe(404);
    await context.close();
  });
});
