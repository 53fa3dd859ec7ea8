import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage, signInByApi } from './browser';
import { berlinIsoDay } from './logbook';
import { demoClubId, postAsApp } from './shell';

/**
 * `YYYY-MM-DD` of the day `days` after today in the demo club's zone: counted in calendar days, as the
 * server counts them (adding days × 24 hours crossed a change of summer time and, late in the evening,
 * landed on the day after).
 */
export function berlinDay(days: number): string {
  const day = new Date(`${berlinIsoDay(new Date())}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The same day as a German types it: DD.MM.YYYY. */
export const germanDate = (day: string) => day.split('-').reverse().join('.');

const letters = () => Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/**
 * Adds aircraft to the demo club as its admin. Registrations are random so test files do not collide; one
 * the club already has (seeded, or left by an earlier file on this server) is answered 422 and drawn again.
 */
export async function addDemoAirplanes(
  browser: Browser,
  count: number,
): Promise<{ clubId: number; registrations: string[]; ids: number[] }> {
  const { context } = await newPage(browser);
  await signInByApi(context, 'admin@demo.aero');
  const clubId = await demoClubId(context);
  const registrations: string[] = [];
  const ids: number[] = [];
  while (ids.length < count) {
    const registration = `D-E${letters()}`;
    const response = await postAsApp(context, `/api/companies/${clubId}/airplanes`, {
      registration,
      manufacturer: 'Cessna',
      model: 'C172S Skyhawk',
      category: 'sep',
    });
    const body = await response.text();
    const taken =
      response.status() === 422 && JSON.parse(body).error_codes?.registration?.[0]?.code === 'fleet.registration_taken';
    if (taken) continue;
    expect(response.status(), body).toBe(201);
    registrations.push(registration);
    ids.push((JSON.parse(body) as { data: { id: number } }).data.id);
  }
  await context.close();
  return { clubId, registrations, ids };
}

/** Berlin wall time on `day` as an ISO instant (the demo club's zone is UTC+1 in winter, UTC+2 in summer). */
export function berlinTime(day: string, time: string): string {
  const probe = new Date(`${day}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(probe)
    .find((part) => part.type === 'timeZoneName')
    ?.value.replace('GMT', '');
  return new Date(`${day}T${time}:00${offset || '+00:00'}`).toISOString();
}

/** Books through the API as the signed-in admin, naming pilot and instructor by their membership's name. */
export async function bookAsAdmin(context: BrowserContext, clubId: number, booking: Record<string, unknown>) {
  const people = await context.request.get(`/api/companies/${clubId}/memberships?paginate=false`, {
    headers: { accept: 'application/json' },
  });
  const { data } = (await people.json()) as { data: { id: number; name: string }[] };
  const idOf = (name: unknown) => (typeof name === 'string' ? data.find((m) => m.name === name)?.id : undefined);
  const response = await postAsApp(context, `/api/companies/${clubId}/bookings`, {
    ...booking,
    membership_id: idOf(booking.membership_id),
    instructor_membership_id: idOf(booking.instructor_membership_id),
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The demo club's operating hours, which the day view shows (07:00–21:00, the default). */
const OPEN_HOURS = { from: 7, to: 21 };

/** Drags across an aircraft's row in the day view from one hour to another (company time = the axis). */
export async function dragOnRow(page: Page, registration: string, fromHour: number, toHour: number) {
  const box = await page.locator(`[data-track="${registration}"]`).boundingBox();
  if (!box) throw new Error(`no row for ${registration}`);
  const y = box.y + box.height / 2;
  const x = (hour: number) => box.x + (box.width * (hour - OPEN_HOURS.from)) / (OPEN_HOURS.to - OPEN_HOURS.from);
  await page.mouse.move(x(fromHour) + 2, y);
  await page.mouse.down();
  await page.mouse.move(x((fromHour + toHour) / 2), y, { steps: 4 });
  await page.mouse.move(x(toHour) - 2, y, { steps: 4 });
  await page.mouse.up();
}

/** A member's page on the booking calendar's day view, signed in. */
export async function bookingDay(browser: Browser, email: string, day: string, options = {}) {
  const { context, page } = await newPage(browser, options);
  await signInByApi(context, email);
  await page.goto(`/apps/booking?view=day&date=${day}`);
  await page.getByRole('heading', { level: 1, name: 'Buche Flüge mit deinen Flugzeugen' }).waitFor();
  return { context, page } as { context: BrowserContext; page: Page };
}

/** Opens the booking form with its button (as on a phone) and fills the aircraft and the times of `day`. */
export async function fillNewBooking(page: Page, plane: string, day: string, start: string, end: string) {
  await page.getByRole('button', { name: 'Neue Buchung' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Buchung' });
  await dialog.getByRole('combobox', { name: /Flugzeug/ }).click();
  await page.getByRole('option', { name: new RegExp(plane) }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await dialog.getByLabel('Beginn (Datum)').fill(germanDate(day));
  await dialog.getByLabel('Beginn (Uhrzeit)').fill(start);
  await dialog.getByLabel('Ende (Datum)').fill(germanDate(day));
  await dialog.getByLabel('Ende (Uhrzeit)').fill(end);
  return dialog;
}
