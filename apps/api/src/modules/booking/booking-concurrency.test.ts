import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testDatabaseKind } from '../../../test/database';
import { book, buildClub, hourClock } from '../../../test/factories/booking';
import { buildAirplane } from '../../../test/factories/fleet';
import type { Database } from '../../db/client';

const ATTEMPTS = 200;

describe(`200 concurrent attempts at one slot on ${testDatabaseKind}`, () => {
  const t = useTestApp();

  it('lets exactly one succeed; the rest hear 409', async () => {
    const club = await buildClub(t.app, t.db);
    const at = hourClock();
    const slot = { starts_at: at(48), ends_at: at(50) };
    const clients = [club.pilot.client, club.instructor.client, club.admin.client];
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => book(clients[i % clients.length] as (typeof clients)[number], club, slot)),
    );
    const statuses: Record<number, number> = {};
    for (const { statusCode } of responses) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    // The whole tally: a failure names what the other attempts heard.
    expect(statuses).toEqual({ 201: 1, 409: ATTEMPTS - 1 });
  }, 180_000);
});

/** Backends of this database waiting for a row lock, as a writer waiting for its turn does. */
async function waitingForLock(db: Database) {
  const { rows } = (await db.execute(
    sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { waiting: number }[] };
  return rows[0]?.waiting ?? 0;
}

// PGlite has one connection: writers there take turns anyway.
describe.skipIf(testDatabaseKind !== 'postgres')('booking writers of one calendar take turns on postgres', () => {
  const t = useTestApp();

  // Two overlapping bookings written at once waited for each other's row (a deadlock PostgreSQL breaks
  // after a second); under 200 attempts at one slot these came one after another until the test timed out.
  it.each([
    ['aircraft', 'the same aircraft'],
    ['instructor', 'another aircraft with the same instructor'],
  ] as const)('a write waits while another holds the %s’s turn (%s)', async (held, _what) => {
    const club = await buildClub(t.app, t.db);
    const other = await buildAirplane(t.db, club.company.id);
    const at = hourClock();
    const instructor = club.instructor.membership.id;
    let committed = false;
    // The request is handed out of the transaction unawaited: it can only end once the transaction has.
    const { request } = await t.db.transaction(async (tx) => {
      await tx.execute(
        held === 'aircraft'
          ? sql`select id from airplanes where id = ${club.airplane.id} for no key update`
          : sql`select id from memberships where id = ${instructor} for no key update`,
      );
      const request = book(club.pilot.client, club, {
        starts_at: at(30),
        ends_at: at(31),
        instructor_membership_id: instructor,
        ...(held === 'instructor' ? { airplane_id: other.id } : {}),
      }).then((response) => ({ response, afterTurn: committed }));
      const started = Date.now();
      let answeredEarly = false;
      void request.then(() => {
        answeredEarly = !committed;
      });
      while (!answeredEarly && (await waitingForLock(t.db)) === 0 && Date.now() - started < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      committed = true;
      return { request };
    });
    const answered = await request;
    expect(answered.afterTurn, 'the booking was written while another writer held the turn').toBe(true);
    expect(answered.response.statusCode).toBe(201);
  });
});
