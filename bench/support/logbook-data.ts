import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords';
import { syncFlightEntries } from '../../apps/api/src/modules/logbook/flight-entries';
import { rows } from './bench-database';

export const BENCH_PASSWORD = 'bench-pass-2026';
export const PILOT_EMAIL = 'logbook-pilot@example.test';

interface Row {
  id: number;
}

/**
 * `count` personal lines of a user, one or two a day going back from yesterday, across five types
 * and twelve registrations; a fifth with an instructor (dual), some at night, some with remarks.
 */
async function personalLines(db: Database, userId: number, count: number) {
  await db.execute(sql`
    insert into logbook_entries (user_id, source, date, departure_place, departure_at, arrival_place, arrival_at,
      aircraft_type, registration, aircraft_category, se_minutes, me_minutes, total_minutes, pic_minutes, dual_minutes,
      pic_name, landings_day, landings_night, night_minutes, remarks)
    select ${userId}, 'personal', x.day, p.dep, x.dep_at, p.arr, x.dep_at + make_interval(mins => x.minutes),
      t.type, 'D-E' || chr(65 + n % 12) || 'XY', t.category,
      case when t.category = 'mep' then 0 else x.minutes end, case when t.category = 'mep' then x.minutes else 0 end,
      x.minutes, case when n % 5 = 0 then 0 else x.minutes end, case when n % 5 = 0 then x.minutes else 0 end,
      case when n % 5 = 0 then 'Fluglehrer ' || (n % 7) else 'SELF' end,
      case when n % 17 = 0 then 0 else 1 + n % 4 end, case when n % 17 = 0 then 3 else 0 end,
      case when n % 17 = 0 then x.minutes else 0 end,
      case when n % 50 = 0 then 'Alpenflug mit Föhn' when n % 9 = 0 then 'Platzrunden' end
    from generate_series(1, ${count}::int) n
    cross join lateral (
      select (current_date - 1 - (n * 2 / 3))::date as day,
             (current_date - 1 - (n * 2 / 3))::timestamp at time zone 'UTC' + make_interval(hours => 7 + n % 10) as dep_at,
             30 + (n * 37) % 120 as minutes
    ) x
    cross join lateral (
      select (array['C172','P28A','DR40','SF25','DA42'])[1 + n % 5] as type,
             (array['sep','sep','sep','tmg','mep'])[1 + n % 5] as category
    ) t
    cross join lateral (
      select (array['EDTY','EDNY','EDDS','EDFN','EDTF','EDTM'])[1 + n % 6] as dep,
             (array['EDTY','EDTY','EDNY','EDDS','EDPJ','EDGM'])[1 + n % 6] as arr
    ) p`);
}

/** `count` flights of the pilot in a club aircraft, one a day going back from `count` + 1 days ago, with their logbook lines. */
async function clubFlights(db: Database, userId: number, count: number) {
  const [company] = await rows<Row>(db.execute(sql`insert into companies (name) values ('Logbuch-Verein') returning id`));
  const companyId = (company as Row).id;
  const [membership] = await rows<Row>(
    db.execute(
      sql`insert into memberships (company_id, user_id, roles, status) values (${companyId}, ${userId}, '{member}', 'approved') returning id`,
    ),
  );
  const [airplane] = await rows<Row>(
    db.execute(sql`insert into airplanes (company_id, registration, manufacturer, model, icao_type, category, hobbs_minutes)
      values (${companyId}, 'D-EBLB', 'Cessna', '172S', 'C172', 'sep', ${count * 60}) returning id`),
  );
  const flights = await rows<Row>(
    db.execute(sql`
      insert into flights (company_id, airplane_id, pilot_membership_id, departure_airport, arrival_airport,
        off_block_at, takeoff_at, landing_at, on_block_at, hobbs_start, hobbs_end, landings_day, status, billed_at)
      select ${companyId}, ${(airplane as Row).id}, ${(membership as Row).id}, 'EDTY', 'EDNY',
        s.at, s.at + interval '5 minutes', s.at + interval '65 minutes', s.at + interval '70 minutes',
        (n - 1) * 60, n * 60, 1, 'billed', s.at + interval '30 days'
      from generate_series(1, ${count}::int) n
      cross join lateral (select (current_date - ${count + 1}::int + n)::timestamp at time zone 'UTC' + interval '14 hours' as at) s
      returning id`),
  );
  await syncFlightEntries(db, ...flights.map((flight) => flight.id));
}

/**
 * The benchmark pilot (`PILOT_EMAIL`) with `personal` personal lines and `flights` lines from club
 * flights, among `others` other pilots with `perOther` lines each, so the table is not the pilot's alone.
 */
export async function generateLogbooks(
  db: Database,
  sizes: { personal: number; flights: number; others: number; perOther: number },
) {
  const hash = await hashPassword(BENCH_PASSWORD);
  const [pilot] = await rows<Row>(
    db.execute(
      sql`insert into users (name, email, password_hash) values ('Logbuch Pilot', ${PILOT_EMAIL}, ${hash}) returning id`,
    ),
  );
  const others = await rows<Row>(
    db.execute(sql`insert into users (name, email) select 'Andere ' || n, 'other-' || n || '@example.test'
      from generate_series(1, ${sizes.others}::int) n returning id`),
  );
  for (const other of others) await personalLines(db, other.id, sizes.perOther);
  await personalLines(db, (pilot as Row).id, sizes.personal);
  await clubFlights(db, (pilot as Row).id, sizes.flights);
  // A settled table, as autovacuum leaves it: fresh statistics and the visibility map that index-only counts use.
  await db.execute(sql`vacuum analyze`);
  return (pilot as Row).id;
}
