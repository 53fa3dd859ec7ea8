import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testDatabaseKind } from '../../../test/database';
import { book, buildClub, hourClock } from '../../../test/factories/booking';

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
