import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { postAsApp } from './shell';

const BERLIN = 'Europe/Berlin';

/** An instant as the demo club's wall clock: the German date (DD.MM.YYYY) and the time (HH:MM). */
export function berlinClock(at: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('de-DE', {
    timeZone: BERLIN,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('day')}.${part('month')}.${part('year')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The demo club's day of an instant, `YYYY-MM-DD`. */
export const berlinIsoDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: BERLIN }).format(at);

/**
 * Books the aircraft as the signed-in member tomorrow at 09:00 UTC (10:00 or 11:00 in the club's zone):
 * a booking that has not ended, inside the day view's hours whatever the hour the test runs at.
 */
export async function bookTomorrow(context: BrowserContext, clubId: number, airplaneId: number) {
  const start = new Date(`${berlinIsoDay(new Date(Date.now() + 86_400_000))}T09:00:00Z`);
  const response = await postAsApp(context, `/api/companies/${clubId}/bookings`, {
    airplane_id: airplaneId,
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
  });
  expect(response.status(), await response.text()).toBe(201);
  return start;
}

/** A field of a dialog by the start of its label (required ones end in " *"). */
export const field = (page: Page, label: string) =>
  page.getByRole('dialog').getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s\\*)?$`));
