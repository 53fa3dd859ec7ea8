// Charging budget (issue 14): recording a flight with its charges takes at most 1.3× the time of
// recording it without, measured in one run. On embedded PGlite and on PostgreSQL
// (TEST_DATABASE_URL, default the local server), one club with two aircraft that differ only in
// their fees:
// - charged: a Hobbs rate fee (per hour), a booking fee and the arrival airport's landing fee for
//   this aircraft, so each flight writes three charge lines, one balanced journal entry (member,
//   revenue and VAT accounts) and asks for prepaid minutes first;
// - baseline: no rate fee, no booking fee, no landing fee (and the company has no per-landing fee),
//   so the pricing reads the same rows and `priceFlight` yields no line: nothing is written.
// Everything else is the same: the same pilots, a booking closed by each flight, the same airports,
// logbook lines, counters and audit. `POST /api/companies/{id}/flights` goes through the whole app
// (routing, session, XSRF, tenancy, validation, serialisation) with fastify's inject, one request
// after another, the two variants interleaved (alternating which goes first) with the floor of the
// stack (`GET /api/user`) in the same loop, so the machine's load falls on all three alike.
// Run: npx tsx bench/flight-charges.ts   (BENCH_ROUNDS to change the flights per variant)
import { loadavg } from 'node:os';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { airplanes, bookings, chargeLines, flights, journalEntries, landingFees } from '../apps/api/src/db/schema';
import { signIn, type TestClient } from '../apps/api/test/client';
import { buildCompany, buildMember } from '../apps/api/test/factories';
import { airportByIdent, buildAirplane, buildFee, loadAirportFixture } from '../apps/api/test/factories/fleet';
import { type BenchApp, benchApp } from './support/bench-app';
import { benchDatabase, percentile, round } from './support/bench-database';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 150);
const WARMUP = 15;
const PILOTS = 4;
const MINUTE = 60_000;
/** Each flight has a slot of its own: 60 minutes block (50 on the Hobbs) every 90 minutes. */
const SLOT_MINUTES = 90;

interface Plane {
  id: number;
  hobbs: number;
}

async function buildBenchClub(app: BenchApp, handle: DatabaseHandle) {
  const { db } = handle;
  await loadAirportFixture(db);
  const company = await buildCompany(db, { name: 'Bench-Verein', settings: { booking: { licence_check: 'ignore' } } });
  const pilots: Array<{ membershipId: number; email: string; client: TestClient }> = [];
  for (let i = 0; i < PILOTS; i++) {
    // An approved membership: its ledger account is opened by the database's trigger.
    const member = await buildMember(db, ['member'], company.id);
    pilots.push({ membershipId: member.membership.id, email: member.user.email, client: await signIn(app, member.user.email) });
  }
  const rate = await buildFee(db, company.id, { title: 'Charter C172', kind: 'per_hour', amount: 16500, vatRate: 1900 });
  const bookingFee = await buildFee(db, company.id, { title: 'Buchungsgebühr', kind: 'per_flight', amount: 500, vatRate: 1900 });
  const charged = await buildAirplane(db, company.id, { feeId: rate.id, bookingFeeId: bookingFee.id, billingBasis: 'hobbs' });
  const baseline = await buildAirplane(db, company.id, { billingBasis: 'hobbs' });
  const home = await airportByIdent(db, 'EDTY');
  await db.insert(landingFees).values({ companyId: company.id, airportId: home.id, airplaneId: charged.id, amount: 1200 });
  return { company, pilots, charged: { id: charged.id, hobbs: 0 }, baseline: { id: baseline.id, hobbs: 0 } };
}

type Club = Awaited<ReturnType<typeof buildBenchClub>>;

/** CPU milliseconds (user + system) this process has used; PGlite runs inside it, PostgreSQL does not. */
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

function summary(times: number[], cpu: number[]) {
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    p99_ms: round(percentile(times, 99)),
    cpu_p50_ms: round(percentile(cpu, 50)),
    cpu_p95_ms: round(percentile(cpu, 95)),
  };
}

async function measure(kind: string, handle: DatabaseHandle) {
  const app = await benchApp(handle);
  try {
    const club: Club = await buildBenchClub(app, handle);
    const { db } = handle;
    const total = 2 * (ROUNDS + WARMUP);
    // The first slot far enough back that the last flight has ended a day ago.
    const first = Date.now() - (total * SLOT_MINUTES + 24 * 60) * MINUTE;
    // Each flight closes a booking of its own, made beforehand (not timed).
    const slots = Array.from({ length: total }, (_, slot) => {
      const offBlock = first + slot * SLOT_MINUTES * MINUTE;
      const plane = slot % 2 === 0 ? club.charged : club.baseline;
      const pilot = club.pilots[Math.floor(slot / 2) % PILOTS] as Club['pilots'][number];
      return { offBlock, plane, pilot };
    });
    const booked = await db
      .insert(bookings)
      .values(
        slots.map(({ offBlock, plane, pilot }) => ({
          companyId: club.company.id,
          airplaneId: plane.id,
          membershipId: pilot.membershipId,
          startsAt: new Date(offBlock - 15 * MINUTE),
          endsAt: new Date(offBlock + 75 * MINUTE),
        })),
      )
      .returning({ id: bookings.id });

    const url = `/api/companies/${club.company.id}/flights`;
    const record = async (slot: number) => {
      const { offBlock, plane, pilot } = slots[slot] as (typeof slots)[number];
      const at = (minutes: number) => new Date(offBlock + minutes * MINUTE).toISOString();
      const body = {
        airplane_id: plane.id,
        booking_id: booked[slot]?.id,
        departure_airport: 'EDTY',
        arrival_airport: 'EDTY',
        off_block_at: at(0),
        takeoff_at: at(5),
        landing_at: at(55),
        on_block_at: at(60),
        hobbs_start: plane.hobbs,
        hobbs_end: plane.hobbs + 50,
        landings_day: 1,
      };
      const cpu0 = cpuMs();
      const t0 = performance.now();
      const response = await pilot.client.post(url, body);
      const elapsed = performance.now() - t0;
      const cpu = cpuMs() - cpu0;
      if (response.statusCode !== 201) throw new Error(`${kind} ${url}: ${response.statusCode} ${response.body}`);
      (plane as Plane).hobbs += 50;
      return { elapsed, cpu };
    };
    const floorClient = club.pilots[0]?.client as TestClient;
    const floor = async () => {
      const cpu0 = cpuMs();
      const t0 = performance.now();
      const response = await floorClient.get('/api/user');
      const elapsed = performance.now() - t0;
      const cpu = cpuMs() - cpu0;
      if (response.statusCode !== 200) throw new Error(`${kind} /api/user: ${response.statusCode}`);
      return { elapsed, cpu };
    };

    const times = { with_charges: [] as number[], without_charges: [] as number[], signed_in_user: [] as number[] };
    const cpus = { with_charges: [] as number[], without_charges: [] as number[], signed_in_user: [] as number[] };
    const keep = (i: number, name: keyof typeof times, sample: { elapsed: number; cpu: number }) => {
      if (i < WARMUP) return;
      times[name].push(sample.elapsed);
      cpus[name].push(sample.cpu);
    };
    const started = performance.now();
    for (let i = 0; i < ROUNDS + WARMUP; i++) {
      // Slots 2i (charged) and 2i + 1 (baseline) are recorded in alternating order, then the floor.
      // Flights are recorded in time order per aircraft either way, so each is its aircraft's latest.
      const charged = async () => keep(i, 'with_charges', await record(2 * i));
      const baseline = async () => keep(i, 'without_charges', await record(2 * i + 1));
      if (i % 2 === 0) {
        await charged();
        await baseline();
      } else {
        await baseline();
        await charged();
      }
      keep(i, 'signed_in_user', await floor());
    }
    const seconds = round((performance.now() - started) / 1000, 1);

    // What the two variants wrote: three lines and one entry per charged flight, nothing for the baseline.
    const written = async (airplaneId: number) => {
      const ids = db.select({ id: flights.id }).from(flights).where(eq(flights.airplaneId, airplaneId));
      const [lines] = await db.select({ n: count() }).from(chargeLines).where(inArray(chargeLines.flightId, ids));
      const [entries] = await db
        .select({ n: count() })
        .from(journalEntries)
        .where(and(isNotNull(journalEntries.flightId), inArray(journalEntries.flightId, ids)));
      const [flown] = await db.select({ n: count() }).from(flights).where(eq(flights.airplaneId, airplaneId));
      const [plane] = await db.select({ hobbs: airplanes.hobbsMinutes }).from(airplanes).where(eq(airplanes.id, airplaneId));
      return { flights: flown?.n, charge_lines: lines?.n, journal_entries: entries?.n, hobbs_minutes: plane?.hobbs };
    };
    const results = {
      with_charges: summary(times.with_charges, cpus.with_charges),
      without_charges: summary(times.without_charges, cpus.without_charges),
      signed_in_user: summary(times.signed_in_user, cpus.signed_in_user),
    };
    return {
      loop_seconds: seconds,
      written: { with_charges: await written(club.charged.id), without_charges: await written(club.baseline.id) },
      results,
      ratios: {
        with_to_without_p50: round(results.with_charges.p50_ms / results.without_charges.p50_ms),
        with_to_without_p95: round(results.with_charges.p95_ms / results.without_charges.p95_ms),
        with_to_without_cpu_p50: round(results.with_charges.cpu_p50_ms / results.without_charges.cpu_p50_ms),
        without_to_floor_p50: round(results.without_charges.p50_ms / results.signed_in_user.p50_ms),
      },
    };
  } finally {
    await app.close();
  }
}

async function onPglite() {
  const handle = await openDatabase({});
  try {
    await runMigrations(handle);
    return await measure('pglite', handle);
  } finally {
    await handle.close();
  }
}

async function onPostgres() {
  const server = await benchDatabase();
  const handle = await openDatabase({ url: server.url, poolSize: 4 });
  try {
    await runMigrations(handle);
    return await measure('postgres', handle);
  } finally {
    await handle.close();
    await server.drop();
  }
}

const load = () => loadavg().map((value) => round(value, 1));
const loadBefore = load();
const pglite = await onPglite();
const loadBetween = load();
const postgres = await onPostgres();
console.log(
  JSON.stringify(
    {
      when: new Date().toISOString(),
      machine: `${process.platform} ${process.arch}, node ${process.version}`,
      load_average: { before: loadBefore, between: loadBetween, after: load() },
      rounds: ROUNDS,
      warmup: WARMUP,
      pglite,
      postgres,
    },
    null,
    2,
  ),
);
