import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildFee } from '../../../test/factories/fleet';
import { buildFlightClub, daysAgo, type FlightClub, flightBody, freshAirplane } from '../../../test/factories/flights';
import { buildOffer } from '../../../test/factories/packages';
import { airplanes, journalEntries, ledgerAccounts, postings } from '../../db/schema';
import { utcToday } from '../../lib/dates';

/** A small seeded generator: the same sequence on every run, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

type Plane = { id: number; hobbs: number; flights: Array<{ id: number; hobbsStart: number }> };

describe('the ledger under random member-account work', () => {
  const t = useTestApp();
  let club: FlightClub;
  const planes: Plane[] = [];

  beforeAll(async () => {
    club = await buildFlightClub(t.app, t.db);
    for (const amount of [16_500, 12_000]) {
      const fee = await buildFee(t.db, club.company.id, { amount, vatRate: 1900 });
      const plane = await freshAirplane(t.db, club);
      await t.db.update(airplanes).set({ feeId: fee.id }).where(eq(airplanes.id, plane.id));
      planes.push({ id: plane.id, hobbs: 0, flights: [] });
    }
  });

  it('keeps every balance equal to its postings and every entry balanced after flights, corrections, deletions, payments, purchases, invoices and cancellations', async () => {
    const next = random(20_261_124);
    const pilots = [club.pilot, club.student, club.instructor];
    const accounting = club.accounting.client;
    const offer = await buildOffer(t.db, club.company.id, { price: 50_000, creditMinutes: null, creditAmount: 60_000 });
    let offBlock = Date.parse(daysAgo(40));
    const issued: number[] = [];
    const done = new Map<string, number>();
    const expectOk = (what: string, response: { statusCode: number; body: string }) => {
      expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
      done.set(what, (done.get(what) ?? 0) + 1);
    };

    for (let step = 0; step < 90; step++) {
      const plane = planes[next(planes.length)] as Plane;
      const pilot = pilots[next(pilots.length)] as (typeof pilots)[number];
      const last = plane.flights.at(-1);
      const roll = next(100);
      if (roll < 40 || !last) {
        offBlock += 3 * 3_600_000;
        const block = 30 + next(90);
        const response = await pilot.client.post(
          `/api/companies/${club.company.id}/flights`,
          flightBody(plane.id, { offBlock: new Date(offBlock).toISOString(), block, hobbs: plane.hobbs }),
        );
        expectOk('flight', response);
        plane.flights.push({ id: response.json().data.id, hobbsStart: plane.hobbs });
        plane.hobbs += block - 10;
      } else if (roll < 55) {
        // A correction of the aircraft's latest flight: re-priced before billing, reversed and charged anew after.
        const hobbsEnd = last.hobbsStart + 5 + next(120);
        expectOk('correction', await club.admin.client.patch(`/api/flights/${last.id}`, { hobbs_end: hobbsEnd }));
        plane.hobbs = hobbsEnd;
      } else if (roll < 62) {
        const response = await club.admin.client.delete(`/api/flights/${last.id}`);
        // A billed flight stays (409); an unbilled one goes with its charges.
        if (response.statusCode === 409) continue;
        expectOk('deletion', response);
        plane.flights.pop();
        plane.hobbs = last.hobbsStart;
      } else if (roll < 74) {
        expectOk(
          'payment',
          await accounting.post(`/api/memberships/${pilot.membership.id}/payments`, {
            amount: 1 + next(40_000),
            method: next(2) ? 'transfer' : 'cash',
            paid_at: utcToday(),
          }),
        );
      } else if (roll < 80) {
        expectOk(
          'purchase',
          await accounting.post(`/api/prePaidPackages/${offer.id}/sell`, {
            membership_id: pilot.membership.id,
            paid: next(2) === 0,
          }),
        );
      } else if (roll < 92) {
        const draft = await accounting.post(`/api/companies/${club.company.id}/invoices`, {
          membership_id: pilot.membership.id,
          include_unbilled: true,
          lines: next(2) ? [{ description: 'Theorieabend', quantity: 1, unit_price: 2_500 }] : [],
        });
        expectOk('draft', draft);
        // Nothing unbilled and no typed line: an empty draft, dropped rather than issued.
        if (draft.json().data.line_count === 0) {
          expectOk('empty draft', await accounting.delete(`/api/invoices/${draft.json().data.id}`));
          continue;
        }
        const response = await accounting.post(`/api/invoices/${draft.json().data.id}/issue`);
        expectOk('invoice', response);
        issued.push(response.json().data.id);
      } else if (issued.length > 0) {
        const [target] = issued.splice(next(issued.length), 1);
        const response = await accounting.post(`/api/invoices/${target}/cancel`);
        // An invoice with payments on it is not cancelled (409).
        if (response.statusCode !== 409) expectOk('cancellation', response);
      }
    }
    for (const kind of ['flight', 'correction', 'deletion', 'payment', 'purchase', 'invoice', 'cancellation'])
      expect(done.get(kind), kind).toBeGreaterThan(0);

    const [unbalanced] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(
        t.db
          .select({ entryId: postings.entryId })
          .from(postings)
          .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
          .where(eq(journalEntries.companyId, club.company.id))
          .groupBy(postings.entryId)
          .having(sql`sum(${postings.amount}) <> 0`)
          .as('unbalanced'),
      );
    expect(unbalanced?.n).toBe(0);
    const sums = await t.db
      .select({
        accountId: postings.accountId,
        total: sql<number>`sum(${postings.amount})::int`,
        lines: sql<number>`count(*)::int`,
      })
      .from(postings)
      .where(eq(postings.companyId, club.company.id))
      .groupBy(postings.accountId);
    const accounts = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.companyId, club.company.id));
    let grand = 0;
    for (const account of accounts) {
      const sum = sums.find((row) => row.accountId === account.id);
      expect([account.code, account.balance, account.lineCount]).toEqual([account.code, sum?.total ?? 0, sum?.lines ?? 0]);
      grand += account.balance;
    }
    expect(grand).toBe(0);
  }, 180_000);
});
