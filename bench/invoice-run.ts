// Invoicing budget (issue 15): the month-end invoice run for 300 members with 6,000 unbilled
// charge lines, written, issued and rendered to PDF (issuing mails each invoice with its PDF
// attached, after the numbers are committed), under 60 s; and 50 invoices issued at once across two server processes on one PostgreSQL get 50
// consecutive numbers, no gap, no duplicate.
// Part 1, on embedded PGlite and on PostgreSQL (TEST_DATABASE_URL, default the local server): one
// club, 300 members with 20 flights each (three aircraft, one slot an hour), each flight one
// unbilled charge line; `POST /api/companies/{id}/invoice-runs` (preview, then written) and
// `POST /api/companies/{id}/invoices/issue` of all 300 drafts through the whole app with fastify's
// inject. The floor of the stack (`GET /api/user`, median of 30) is measured in the same run, so a
// figure can be read against the machine's load.
// Part 2, PostgreSQL only: 50 drafts; two child processes, each with its own app and connection
// pool on the same database, issue 25 of them each, all at once (`POST /api/invoices/{id}/issue`).
// Run: npx tsx bench/invoice-run.ts   (BENCH_MEMBERS, BENCH_FLIGHTS to change the size)
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { chargeLines, flights, invoices, mailAttachments } from '../apps/api/src/db/schema';
import { signIn } from '../apps/api/test/client';
import { buildCompany, buildMember } from '../apps/api/test/factories';
import { buildAirplane } from '../apps/api/test/factories/fleet';
import { benchApp } from './support/bench-app';
import { benchDatabase, percentile, round } from './support/bench-database';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 300);
const FLIGHTS = Number(process.env.BENCH_FLIGHTS ?? 20);
const CONCURRENT = 50;
const HOUR = 3_600_000;
const SLICE = 1000;

/** A club whose members each flew `perMember` times last quarter, every flight one unbilled line of 119 € (19 % VAT). */
async function buildClub(handle: DatabaseHandle, members: number, perMember: number) {
  const { db } = handle;
  const company = await buildCompany(db, { name: 'Bench-Verein Rechnung' });
  const keeper = await buildMember(db, ['accounting'], company.id);
  const planes = [await buildAirplane(db, company.id), await buildAirplane(db, company.id), await buildAirplane(db, company.id)];
  const memberIds: number[] = [];
  for (let i = 0; i < members; i++) memberIds.push((await buildMember(db, ['member'], company.id)).membership.id);
  const total = members * perMember;
  const start = Date.UTC(2026, 0, 1, 0, 0);
  const rows = Array.from({ length: total }, (_, i) => {
    const offBlockAt = new Date(start + Math.floor(i / planes.length) * HOUR);
    return {
      companyId: company.id,
      airplaneId: (planes[i % planes.length] as { id: number }).id,
      pilotMembershipId: memberIds[i % members] as number,
      payerMembershipId: memberIds[i % members] as number,
      departureAirport: 'EDTY',
      arrivalAirport: 'EDTY',
      offBlockAt,
      takeoffAt: new Date(offBlockAt.getTime() + 300_000),
      landingAt: new Date(offBlockAt.getTime() + 2_700_000),
      onBlockAt: new Date(offBlockAt.getTime() + 3_000_000),
      hobbsStart: i * 50,
      hobbsEnd: i * 50 + 50,
      landingsDay: 1,
    };
  });
  for (let at = 0; at < rows.length; at += SLICE) {
    const written = await db
      .insert(flights)
      .values(rows.slice(at, at + SLICE))
      .returning({ id: flights.id, membershipId: flights.payerMembershipId });
    await db.insert(chargeLines).values(
      written.map((flight) => ({
        companyId: company.id,
        flightId: flight.id,
        membershipId: flight.membershipId,
        kind: 'aircraft' as const,
        description: `Flugzeit Flug ${flight.id}`,
        quantity: 50,
        unit: 'minutes' as const,
        unitPrice: 14_280,
        net: 10_000,
        vatRate: 1900,
        vat: 1_900,
        gross: 11_900,
        revenueAccount: '8200',
      })),
    );
  }
  const last = new Date(start + Math.ceil(total / planes.length) * HOUR).toISOString().slice(0, 10);
  return { company, keeper, period: { period_from: '2026-01-01', period_to: last } };
}

const time = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { ms: round(performance.now() - started, 0), result };
};

async function floorOf(client: Awaited<ReturnType<typeof signIn>>) {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await client.get('/api/user');
    times.push(performance.now() - started);
  }
  return round(
    percentile(
      times.sort((a, b) => a - b),
      50,
    ),
  );
}

async function runAndIssue(kind: string, handle: DatabaseHandle) {
  const app = await benchApp(handle);
  try {
    const setup = await time(() => buildClub(handle, MEMBERS, FLIGHTS));
    const { company, keeper, period } = setup.result;
    const client = await signIn(app, keeper.user.email);
    const floor = await floorOf(client);
    const url = `/api/companies/${company.id}/invoice-runs`;
    const preview = await time(() => client.post(url, { ...period, dry_run: true }));
    const written = await time(() => client.post(url, { ...period, dry_run: false }));
    const drafts = (written.result.json() as { data: { drafts: Array<{ invoice_id: number; line_count: number }> } }).data.drafts;
    const issued = await time(() =>
      client.post(`/api/companies/${company.id}/invoices/issue`, { invoice_ids: drafts.map((draft) => draft.invoice_id) }),
    );
    if (issued.result.statusCode !== 200) throw new Error(`issue failed: ${issued.result.body}`);
    const numbers = (issued.result.json() as { data: Array<{ number: string }> }).data.map((row) => row.number);
    const lines = drafts.reduce((sum, draft) => sum + draft.line_count, 0);
    const [mailed] = await handle.db
      .select({ pdfs: sql<number>`count(*)::int` })
      .from(mailAttachments)
      .where(eq(mailAttachments.contentType, 'application/pdf'));
    if (mailed?.pdfs !== numbers.length) throw new Error(`${mailed?.pdfs} PDFs mailed for ${numbers.length} invoices`);
    return {
      database: kind,
      members: drafts.length,
      lines,
      setup_ms: setup.ms,
      floor_get_user_ms: floor,
      preview_ms: preview.ms,
      run_ms: written.ms,
      issue_ms: issued.ms,
      run_and_issue_ms: written.ms + issued.ms,
      first_number: numbers[0],
      last_number: numbers.at(-1),
    };
  } finally {
    await app.close();
  }
}

/** A child process: its own app and pool on the database, issuing the ids it is given all at once. */
async function worker(url: string, email: string, ids: number[]) {
  const handle = await openDatabase({ url, poolSize: 10 });
  const app = await benchApp(handle);
  const client = await signIn(app, email);
  process.send?.({ ready: true });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  const answers = await Promise.all(ids.map((id) => client.post(`/api/invoices/${id}/issue`)));
  process.send?.({
    numbers: answers.map((answer) =>
      answer.statusCode === 200 ? (answer.json() as { data: { number: string } }).data.number : `HTTP ${answer.statusCode}`,
    ),
  });
  await app.close();
  await handle.close();
}

async function concurrentNumbers() {
  const database = await benchDatabase();
  const handle = await openDatabase({ url: database.url });
  try {
    await runMigrations(handle);
    const app = await benchApp(handle);
    const { company, keeper } = await buildClub(handle, CONCURRENT, 1);
    const client = await signIn(app, keeper.user.email);
    const ids: number[] = [];
    for (const row of await handle.db
      .selectDistinct({ membershipId: chargeLines.membershipId })
      .from(chargeLines)
      .where(eq(chargeLines.companyId, company.id))) {
      const draft = await client.post(`/api/companies/${company.id}/invoices`, { membership_id: row.membershipId });
      ids.push((draft.json() as { data: { id: number } }).data.id);
    }
    await app.close();
    const self = fileURLToPath(import.meta.url);
    const halves = [ids.filter((_, i) => i % 2 === 0), ids.filter((_, i) => i % 2 === 1)];
    const children = halves.map((half) =>
      fork(self, ['worker', database.url, keeper.user.email, half.join(',')], { execArgv: ['--import', 'tsx'] }),
    );
    const message = (child: (typeof children)[number], key: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        child.on('message', (data: Record<string, unknown>) => key in data && resolve(data));
        child.once('exit', (code) => code !== 0 && reject(new Error(`worker exited ${code}`)));
      });
    await Promise.all(children.map((child) => message(child, 'ready')));
    const started = performance.now();
    const done = children.map((child) => message(child, 'numbers'));
    for (const child of children) child.send('go');
    const numbers = (await Promise.all(done)).flatMap((data) => data.numbers as string[]);
    const ms = round(performance.now() - started, 0);
    const sequence = numbers.map((number) => Number(number.split('-')[1])).sort((a, b) => a - b);
    const stored = await handle.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.companyId, company.id));
    return {
      processes: 2,
      issued: numbers.length,
      distinct: new Set(numbers).size,
      consecutive_from_1: sequence.every((value, index) => value === index + 1),
      stored_numbers: stored.filter((row) => row.number).length,
      wall_ms: ms,
    };
  } finally {
    await handle.close();
    await database.drop();
  }
}

async function main() {
  const [mode, url, email, ids] = process.argv.slice(2);
  if (mode === 'worker' && url && email && ids) return worker(url, email, ids.split(',').map(Number));
  const loadBefore = loadavg().map((value) => round(value, 1));
  const results: unknown[] = [];
  const pglite = await openDatabase({});
  await runMigrations(pglite);
  results.push(await runAndIssue('pglite', pglite));
  await pglite.close();
  const database = await benchDatabase();
  const postgres = await openDatabase({ url: database.url });
  try {
    await runMigrations(postgres);
    results.push(await runAndIssue('postgres', postgres));
  } finally {
    await postgres.close();
    await database.drop();
  }
  const concurrency = await concurrentNumbers();
  console.log(
    JSON.stringify(
      { load_before: loadBefore, load_after: loadavg().map((value) => round(value, 1)), results, concurrency },
      null,
      2,
    ),
  );
}

await main();
