import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEED_TIMEOUT, useTestApp } from '../../test/app';
import { signIn } from '../../test/client';
import { loadAirportFixture } from '../../test/factories/fleet';
import { airplanes, companies, flights } from '../db/schema';
import { todayIn } from '../lib/dates';
import { DEMO_PASSWORD, seedDemoData } from '.';
import { planClubDays } from './club-days-plan';

const DAY_MS = 86_400_000;
const ZONE = 'Europe/Berlin';
/** A Wednesday before the clocks go forward (29 March 2026): the week ahead crosses the change. */
const FIXED_NOW = new Date('2026-03-25T09:40:00Z');

interface BookingBody {
  airplane_id: number;
  type: string;
  status: string;
  instructor: { name: string } | null;
  pilot: { name: string } | null;
}

const localTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/** Seeds the demo as loaded at `now` and checks the week ahead and the two weeks behind, as members see them. */
function describeLoadedAt(label: string, now: () => Date) {
  describe(`the demo loaded ${label}`, () => {
    const t = useTestApp();

    it(
      'has a booked week ahead across the fleet and flights on most of the last 14 days',
      async () => {
        const at = now();
        await loadAirportFixture(t.db);
        expect(await seedDemoData(t.db, at)).toBe(true);
        const [club] = await t.db.select().from(companies).where(eq(companies.kind, 'club'));
        const admin = await signIn(t.app, 'admin@demo.aero', DEMO_PASSWORD);
        const week = { from: at.toISOString(), to: new Date(at.getTime() + 7 * DAY_MS).toISOString() };
        const ahead = (await admin.get(`/api/companies/${club?.id}/bookings?from=${week.from}&to=${week.to}`)).json()
          .data as BookingBody[];
        const flying = ahead.filter((booking) => booking.type !== 'maintenance' && booking.status === 'confirmed');
        expect(flying.length).toBeGreaterThanOrEqual(20);
        expect(new Set(flying.map((booking) => booking.airplane_id)).size).toBeGreaterThanOrEqual(4);
        expect(ahead.filter((booking) => booking.type === 'maintenance').length).toBeGreaterThanOrEqual(1);
        expect(ahead.filter((booking) => booking.status === 'standby')).toHaveLength(1);
        expect(ahead).toContainEqual(
          expect.objectContaining({
            type: 'training',
            pilot: { membership_id: expect.any(Number), name: 'Lena Schüler' },
            instructor: { membership_id: expect.any(Number), name: 'Thomas Fluglehrer' },
          }),
        );

        const recent = await t.db
          .select()
          .from(flights)
          .where(eq(flights.companyId, club?.id as number));
        const days = new Set(
          recent
            .filter((flight) => flight.offBlockAt.getTime() >= at.getTime() - 14 * DAY_MS && flight.onBlockAt <= at)
            .map((flight) => todayIn(ZONE, flight.offBlockAt)),
        );
        expect(days.size).toBeGreaterThanOrEqual(10);
        const fleet = await t.db
          .select()
          .from(airplanes)
          .where(eq(airplanes.companyId, club?.id as number));
        for (const airplane of fleet) {
          const latest = recent.filter((f) => f.airplaneId === airplane.id).sort((a, b) => +b.offBlockAt - +a.offBlockAt)[0];
          if (latest) expect(latest.hobbsEnd, airplane.registration).toBe(airplane.hobbsMinutes);
        }

        const student = await signIn(t.app, 'student@demo.aero', DEMO_PASSWORD);
        const lessons = (await student.get('/api/logbook/entries?paginate=false')).json().data as { date: string }[];
        const twoWeeksAgo = todayIn(ZONE, new Date(at.getTime() - 14 * DAY_MS));
        expect(lessons.filter((entry) => entry.date >= twoWeeksAgo).length).toBeGreaterThanOrEqual(5);
      },
      SEED_TIMEOUT,
    );
  });
}

describeLoadedAt('today', () => new Date());
describeLoadedAt('on a fixed day', () => FIXED_NOW);

describe('planClubDays', () => {
  it('plans the same days for the same load date, bookings inside daylight in the club zone', () => {
    const plan = planClubDays(FIXED_NOW, ZONE);
    expect(planClubDays(FIXED_NOW, ZONE)).toEqual(plan);
    for (const booking of plan.filter((b) => b.type !== 'maintenance')) {
      expect(localTime(booking.startsAt) >= '08:00', booking.startsAt.toISOString()).toBe(true);
      expect(localTime(booking.endsAt) <= '19:00', booking.endsAt.toISOString()).toBe(true);
    }
    const hoursAhead = (date: string) =>
      new Set(
        plan
          .filter((b) => todayIn(ZONE, b.startsAt) === date)
          .map((b) => Number(localTime(b.startsAt).slice(0, 2)) - b.startsAt.getUTCHours()),
      );
    expect(hoursAhead('2026-03-28')).toEqual(new Set([1]));
    expect(hoursAhead('2026-03-29')).toEqual(new Set([2]));
  });
});
