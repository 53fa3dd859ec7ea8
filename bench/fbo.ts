// Fixed base operators (issue 18): (1) expanding and conflict-checking a daily series of two years
// against an aircraft with 50,000 bookings, under 200 ms; (2) the movement list of a busy day with 500
// movements, p95 under 30 ms. Both are set against a floor measured in the same run, `GET /api/user`
// through the same app (session, routing, serialisation); the series also in-process and its expansion
// alone. PostgreSQL (TEST_DATABASE_URL, default the local server), the
// whole app through fastify's inject, one request after another.
// Run: npx tsx bench/fbo.ts   (BENCH_ROUNDS to change the rounds)
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { companies } from '../apps/api/src/db/schema';
import type { OperatorRow } from '../apps/api/src/modules/fbo/operator';
import { occurrencesOf } from '../apps/api/src/modules/fbo/recurrence';
import { checkedOccurrences, shapeOf } from '../apps/api/src/modules/fbo/series';
import { signIn } from '../apps/api/test/client';
import { buildCompany, buildMember } from '../apps/api/test/factories';
import { buildPpr, makeOperator } from '../apps/api/test/factories/fbo';
import { buildAirplane } from '../apps/api/test/factories/fleet';
import { benchApp } from './support/bench-app';
import { benchDatabase, percentile, round } from './support/bench-database';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const BOOKINGS = 50_000;
const DAY = 86_400_000;

async function timed(rounds: number, run: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)) };
}

async function main() {
  const loadBefore = loadavg().map((value) => round(value, 1));
  const server = await benchDatabase();
  const handle = await openDatabase({ url: server.url, poolSize: 4 });
  try {
    await runMigrations(handle);
    const { db } = handle;
    const company = await buildCompany(db, { name: 'Bench-Flugplatz' });
    const operator = (await makeOperator(db, company.id)) as OperatorRow;
    const ramp = await buildMember(db, ['crew'], operator.id);
    const airplane = await buildAirplane(db, operator.id);
    const pilot = await buildMember(db, ['member'], operator.id);
    const start = Date.parse('2027-01-01T00:00:00Z');
    // 50,000 bookings of 30 minutes over the two years, one every 21 minutes: a few per flight's hour collide.
    await db.execute(sql`
      insert into bookings (company_id, airplane_id, membership_id, starts_at, ends_at)
      select ${operator.id}, ${airplane.id}, ${pilot.membership.id},
             to_timestamp(${start / 1000} + i * 1260), to_timestamp(${start / 1000} + i * 1260 + 600)
      from generate_series(0, ${BOOKINGS - 1}) as i`);
    await db.execute(sql`analyze bookings`);
    const input = {
      title: 'Platzrunden',
      airplane_id: airplane.id,
      registration: null,
      route: '',
      starts_on: '2027-01-01',
      start_time: '09:00',
      duration_minutes: 60,
      rule: { freq: 'DAILY' as const, interval: 1, by_day: [], until: '2028-12-31', count: null },
    };
    const shape = shapeOf(operator, input);
    const checked = await checkedOccurrences(db, operator, shape, airplane.id);
    const colliding = checked.filter((item) => item.conflicts.length > 0).length;
    const series = await timed(ROUNDS, () => checkedOccurrences(db, operator, shape, airplane.id));
    const expansion = await timed(ROUNDS, async () => occurrencesOf(shape));

    // A busy day: 200 approved PPRs (arrival and departure: 400 movements) and 50 shared bookings of a club based there (100).
    const day = Date.parse('2027-06-12T00:00:00Z');
    for (let i = 0; i < 200; i++) {
      const arrival = new Date(day + 6 * 3_600_000 + i * 120_000);
      await buildPpr(db, operator.id, ramp.user.id, {
        status: 'approved',
        pprNumber: `B-${i}`,
        arrivalAt: arrival,
        departureAt: new Date(arrival.getTime() + 3 * 3_600_000),
        registration: `D-E${String(i).padStart(3, '0')}`,
      });
    }
    const club = await buildCompany(db, {
      homeAirportId: operator.homeAirportId,
      settings: { movements: { share_with_operator: true } },
    });
    const member = await buildMember(db, ['member'], club.id);
    for (let i = 0; i < 5; i++) {
      const plane = await buildAirplane(db, club.id);
      await db.execute(sql`
        insert into bookings (company_id, airplane_id, membership_id, starts_at, ends_at)
        select ${club.id}, ${plane.id}, ${member.membership.id},
               to_timestamp(${day / 1000} + 6 * 3600 + j * 5400), to_timestamp(${day / 1000} + 6 * 3600 + j * 5400 + 3600)
        from generate_series(0, 9) as j`);
    }
    await db.update(companies).set({ timezone: 'Europe/Berlin' });
    const app = await benchApp(handle);
    const client = await signIn(app, ramp.user.email);
    const url = `/api/fixedBaseOperators/${operator.id}/movements?from=${new Date(day).toISOString()}&to=${new Date(day + DAY).toISOString()}`;
    const first = await client.get(url);
    const count = (first.json() as { data: unknown[] }).data.length;
    const movements = await timed(ROUNDS * 2, () => client.get(url));
    const previewUrl = `/api/fixedBaseOperators/${operator.id}/recurringFlights/preview`;
    const preview = await timed(ROUNDS, () => client.post(previewUrl, input));
    const floor = await timed(ROUNDS * 2, () => client.get('/api/user'));
    await app.close();
    const loadAfter = loadavg().map((value) => round(value, 1));

    console.log(`load average ${loadBefore.join(' / ')} → ${loadAfter.join(' / ')}; rounds ${ROUNDS}`);
    console.log(`series: ${checked.length} flights, ${colliding} colliding, against ${BOOKINGS} bookings`);
    console.log('| what | p50 ms | p95 ms | p99 ms |');
    console.log('|---|---|---|---|');
    console.log(
      `| preview route: expand + conflict-check + answer (daily, 2 years) | ${preview.p50} | ${preview.p95} | ${preview.p99} |`,
    );
    console.log(`| in-process: expand + conflict-check | ${series.p50} | ${series.p95} | ${series.p99} |`);
    console.log(`| in-process: expansion alone (rrule-temporal) | ${expansion.p50} | ${expansion.p95} | ${expansion.p99} |`);
    console.log(`| movement list, ${count} movements | ${movements.p50} | ${movements.p95} | ${movements.p99} |`);
    console.log(`| floor: GET /api/user | ${floor.p50} | ${floor.p95} | ${floor.p99} |`);
    console.log(
      `ratios to the floor (p50 / p95): preview ${round(preview.p50 / floor.p50)} / ${round(preview.p95 / floor.p95)}, movements ${round(movements.p50 / floor.p50)} / ${round(movements.p95 / floor.p95)}`,
    );
  } finally {
    await handle.close();
    await server.drop();
  }
}

await main();
