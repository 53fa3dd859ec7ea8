// Ledger budget (issue 14): a member's account with 10,000 lines among 1,000,000 postings; its first
// page of lines p95 under 30 ms, and its balance read whatever the history's length (10k vs 100k
// lines). Requests go through the whole app (routing, session, tenancy, serialisation) with
// fastify's inject, one after another, on PostgreSQL (TEST_DATABASE_URL, default the local server).
// The postings are bulk-loaded with the triggers off (balance_after by a window sum, balances by one
// update), as an import from another system would load them, then checked against their sums.
// Run: npx tsx bench/accounts.ts   (BENCH_ROUNDS to change the rounds)
import { loadavg } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { companyAccountId, memberAccountId } from '../apps/api/src/modules/accounts';
import { signIn } from '../apps/api/test/client';
import { buildCompany, buildMember } from '../apps/api/test/factories';
import { benchApp } from './support/bench-app';
import { benchDatabase, percentile, round } from './support/bench-database';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const ENTRIES = 500_000; // two postings each: 1,000,000 postings
const OTHERS = 98;

async function main() {
  const load = loadavg().map((value) => round(value, 1));
  const server = await benchDatabase();
  const handle = await openDatabase({ url: server.url, poolSize: 4 });
  try {
    await runMigrations(handle);
    const { db } = handle;
    const company = await buildCompany(db, { name: 'Bench-Verein' });
    const small = await buildMember(db, ['member'], company.id);
    const large = await buildMember(db, ['member'], company.id);
    const others = [];
    for (let i = 0; i < OTHERS; i++) others.push(await buildMember(db, ['member'], company.id));
    const smallId = await memberAccountId(db, company.id, small.membership.id);
    const largeId = await memberAccountId(db, company.id, large.membership.id);
    const otherIds = await Promise.all(others.map((other) => memberAccountId(db, company.id, other.membership.id)));
    const bank = await companyAccountId(db, company.id, '1800', 'bank', 'Bank');

    const started = performance.now();
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    // Entry i: every 50th is the small account's (10,000), every 5th + 1 the large one's (100,000), the rest spread over 98 others.
    await client.query(
      `insert into journal_entries (id, company_id, kind, description, booked_at)
       select i, $1, case when i % 3 = 0 then 'payment' else 'charge' end, 'Bench ' || i,
              now() - make_interval(mins => ($2 - i))
       from generate_series(1, $2) as i`,
      [company.id, ENTRIES],
    );
    await client.query(`select setval(pg_get_serial_sequence('journal_entries', 'id'), $1)`, [ENTRIES]);
    await client.query(
      `insert into postings (entry_id, company_id, account_id, amount, balance_after, booked_at)
       select entry_id, $1, account_id, amount, sum(amount) over (partition by account_id order by entry_id, side),
              now() - make_interval(mins => ($6 - entry_id))
       from (
         select e.i as entry_id, s.side,
                case when s.side = 1 then
                  case when e.i % 50 = 0 then $2::int when e.i % 5 = 1 then $3::int else ($4::int[])[1 + e.i % ${OTHERS}] end
                else $5::int end as account_id,
                (case when e.i % 3 = 0 then 1 else -1 end) * (1000 + e.i % 9000) * (case when s.side = 1 then 1 else -1 end) as amount
         from generate_series(1, $6) as e(i) cross join (values (1), (2)) as s(side)
       ) lines
       order by entry_id, side`,
      [company.id, smallId, largeId, otherIds, bank, ENTRIES],
    );
    await client.query(
      `update ledger_accounts a set balance = s.total, line_count = s.lines
       from (select account_id, sum(amount) as total, count(*) as lines from postings group by account_id) s where s.account_id = a.id`,
    );
    await client.query('commit');
    await client.query('analyze ledger_accounts, journal_entries, postings');
    const check = await client.query(
      `select count(*)::int as postings,
              (select count(*)::int from postings where account_id = $1) as small_lines,
              (select count(*)::int from postings where account_id = $2) as large_lines,
              (select count(*)::int from ledger_accounts a where a.balance <> (select coalesce(sum(amount), 0) from postings p where p.account_id = a.id)) as wrong_balances,
              (select sum(amount)::bigint from postings) as grand_total
       from postings`,
      [smallId, largeId],
    );
    await client.end();
    const loaded = round((performance.now() - started) / 1000, 1);

    const app = await benchApp(handle);
    const timed = async (email: string, url: string) => {
      const user = await signIn(app, email);
      const times: number[] = [];
      for (let i = 0; i < ROUNDS + 20; i++) {
        const t0 = performance.now();
        const response = await user.get(url);
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        if (i >= 20) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return { p50_ms: round(percentile(times, 50)), p95_ms: round(percentile(times, 95)), p99_ms: round(percentile(times, 99)) };
    };
    const results = {
      first_page_10k: await timed(small.user.email, `/api/memberships/${small.membership.id}/transactions`),
      first_page_100k: await timed(large.user.email, `/api/memberships/${large.membership.id}/transactions`),
      balance_10k: await timed(small.user.email, `/api/memberships/${small.membership.id}/account`),
      balance_100k: await timed(large.user.email, `/api/memberships/${large.membership.id}/account`),
      // The floor of this stack now: session check and the smallest answer.
      signed_in_user: await timed(small.user.email, '/api/user'),
    };
    await app.close();
    console.log(
      JSON.stringify(
        {
          when: new Date().toISOString(),
          load_average_before: load,
          load_average_after: loadavg().map((value) => round(value, 1)),
          rounds: ROUNDS,
          data: { ...check.rows[0], load_seconds: loaded },
          results,
          ratios: {
            balance_100k_to_10k_p50: round(results.balance_100k.p50_ms / results.balance_10k.p50_ms),
            first_page_100k_to_10k_p50: round(results.first_page_100k.p50_ms / results.first_page_10k.p50_ms),
            first_page_10k_to_floor_p50: round(results.first_page_10k.p50_ms / results.signed_in_user.p50_ms),
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await handle.close();
    await server.drop();
  }
}

await main();
