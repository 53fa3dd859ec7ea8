import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords';
import { rows } from './bench-database';

export const BENCH_PASSWORD = 'bench-pass-2026';
export const AIRCRAFT = 30;
export const MEMBERS = 300;

interface Row {
  id: number;
}

/**
 * The demo-scale club of the booking budget: 30 aircraft, 300 members. Bookings come from `addHistory`.
 * Member 1 (bench-1@example.test) signs in for the measurements.
 */
export async function generateClub(db: Database) {
  const hash = await hashPassword(BENCH_PASSWORD);
  const [company] = await rows<Row>(db.execute(sql`insert into companies (name) values ('Benchmark-Verein') returning id`));
  const companyId = (company as Row).id;
  await db.execute(sql`
    insert into users (name, email, password_hash)
    select 'Mitglied ' || n, 'bench-' || n || '@example.test', ${hash} from generate_series(1, ${MEMBERS}::int) n`);
  await db.execute(sql`
    insert into memberships (company_id, user_id, roles, status, member_number)
    select ${companyId}, u.id, case when u.id % 10 = 0 then '{instructor,member}'::text[] else '{member}'::text[] end, 'approved', 'B' || u.id
    from users u where u.email like 'bench-%' order by u.id`);
  await db.execute(sql`
    insert into airplanes (company_id, registration, manufacturer, model, icao_type, category)
    select ${companyId}, 'D-E' || chr(65 + n / 26) || chr(65 + n % 26) || 'B', 'Cessna', '172S', 'C172', 'sep'
    from generate_series(0, ${AIRCRAFT - 1}::int) n`);
  return companyId;
}

/**
 * `perAircraft` bookings for every aircraft, one a day going back from `until`, two hours each,
 * staggered by aircraft: so ten times the history means ten times the years, at the same density.
 */
export async function addHistory(db: Database, companyId: number, perAircraft: number, until: Date, skipDays = 0) {
  await db.execute(sql`
    insert into bookings (company_id, airplane_id, membership_id, type, status, starts_at, ends_at, created_at)
    select ${companyId}, a.id, m.first + ((d * 7 + a.id) % ${MEMBERS}::int), 'private', 'confirmed',
           ${until.toISOString()}::timestamptz - make_interval(days => d) + make_interval(hours => 8 + a.id % 6),
           ${until.toISOString()}::timestamptz - make_interval(days => d) + make_interval(hours => 10 + a.id % 6),
           now()
    from airplanes a
    cross join generate_series(${skipDays}::int, ${skipDays + perAircraft - 1}::int) d
    cross join (select min(id) as first from memberships where company_id = ${companyId}) m
    where a.company_id = ${companyId}`);
}
