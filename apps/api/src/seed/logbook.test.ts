import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEED_TIMEOUT, useTestApp } from '../../test/app';
import { signIn } from '../../test/client';
import { loadAirportFixture } from '../../test/factories/fleet';
import { airplanes, chargeLines, flights, instructorRates, ledgerAccounts } from '../db/schema';
import { DEMO_PASSWORD, seedDemoData } from '.';

describe('demo logbook', () => {
  const t = useTestApp();

  it(
    'gives the pilot and the student a year of flights that match the aircraft counters',
    async () => {
      await loadAirportFixture(t.db);
      expect(await seedDemoData(t.db)).toBe(true);
      const fleet = await t.db.select().from(airplanes).orderBy(asc(airplanes.id));
      let flown = 0;
      for (const airplane of fleet) {
        const chain = await t.db
          .select()
          .from(flights)
          .where(eq(flights.airplaneId, airplane.id))
          .orderBy(asc(flights.offBlockAt));
        if (chain.length === 0) continue;
        flown += 1;
        expect(chain.at(-1)?.hobbsEnd, airplane.registration).toBe(airplane.hobbsMinutes);
        expect(chain.at(-1)?.tachEnd, airplane.registration).toBe(airplane.tachMinutes);
        for (const [index, flight] of chain.slice(1).entries()) expect(flight.hobbsStart).toBe(chain[index]?.hobbsEnd);
      }
      expect(flown).toBeGreaterThanOrEqual(4);
      // every recorded flight of the club is charged, and the pilots' accounts show it
      const charged = new Set(
        (await t.db.select({ flightId: chargeLines.flightId }).from(chargeLines)).map((row) => row.flightId),
      );
      const recorded = await t.db.select({ id: flights.id }).from(flights);
      expect(recorded.filter((flight) => !charged.has(flight.id))).toEqual([]);
      // the demo instructor has an hourly rate: each flight with them carries a line for their time
      const instructorLines = await t.db.select().from(chargeLines).where(eq(chargeLines.kind, 'instructor'));
      const [rate] = await t.db.select().from(instructorRates);
      const dual = await t.db
        .select({ id: flights.id })
        .from(flights)
        .where(eq(flights.instructorMembershipId, rate?.membershipId ?? 0));
      expect(dual.length).toBeGreaterThan(10);
      expect(new Set(instructorLines.map((line) => line.flightId))).toEqual(new Set(dual.map((flight) => flight.id)));
      const owing = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'member'));
      expect(owing.some((account) => account.balance < 0)).toBe(true);

      const pilot = await signIn(t.app, 'pilot@demo.aero', DEMO_PASSWORD);
      const totals = (await pilot.get('/api/logbook/totals')).json().data;
      expect(totals.flights).toBeGreaterThan(50);
      expect(totals.last_12_months.flights).toBeGreaterThan(50);
      expect(totals.carried_forward.total_minutes).toBe(186 * 60 + 40);
      const states = Object.fromEntries(totals.currency.documents.map((d: { code: string; state: string }) => [d.code, d.state]));
      expect(states).toMatchObject({ 'PPL(A)': 'valid', SEP: 'expiring', CLASS2: 'expiring' });
      expect(totals.currency.passengers.current).toBe(true);
      const personal = (await pilot.get('/api/logbook/entries?source=personal')).json().data;
      expect(personal.length).toBeGreaterThanOrEqual(5);

      const student = await signIn(t.app, 'student@demo.aero', DEMO_PASSWORD);
      const studentTotals = (await student.get('/api/logbook/totals')).json().data;
      expect(studentTotals.by_function.dual_minutes).toBeGreaterThan(15 * 60);
      expect(studentTotals.by_function.pic_minutes).toBeGreaterThan(0);
      const accounting = await signIn(t.app, 'accounting@demo.aero', DEMO_PASSWORD);
      const [club] = fleet;
      const ready = (await accounting.get(`/api/companies/${club?.companyId}/flights?status=recorded&paginate=false`)).json();
      expect(ready.data.length).toBeGreaterThan(0);
    },
    SEED_TIMEOUT,
  );
});
