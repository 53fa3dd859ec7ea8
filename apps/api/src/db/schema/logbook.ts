import { LOGBOOK_SOURCES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { flights } from './flights';
import { users } from './identity';

const minutes = (name: string) => integer(name).notNull().default(0);

/** The minute columns of EASA FCL.050, shared by logbook entries and carried-forward totals. */
const timeColumns = {
  seMinutes: minutes('se_minutes'),
  meMinutes: minutes('me_minutes'),
  multiPilotMinutes: minutes('multi_pilot_minutes'),
  totalMinutes: minutes('total_minutes'),
  nightMinutes: minutes('night_minutes'),
  ifrMinutes: minutes('ifr_minutes'),
  picMinutes: minutes('pic_minutes'),
  copilotMinutes: minutes('copilot_minutes'),
  dualMinutes: minutes('dual_minutes'),
  instructorMinutes: minutes('instructor_minutes'),
  fstdMinutes: minutes('fstd_minutes'),
};

/**
 * A line of a pilot's logbook (EASA FCL.050 columns). Personal entries are the pilot's own;
 * entries with a `flight_id` are derived from a company flight in the same transaction that
 * writes the flight, one per person on board who logs it, and change only through the flight.
 */
export const logbookEntries = pgTable(
  'logbook_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: LOGBOOK_SOURCES }).notNull().default('personal'),
    flightId: integer('flight_id').references(() => flights.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    departurePlace: text('departure_place'),
    departureAt: timestamp('departure_at', { withTimezone: true }),
    arrivalPlace: text('arrival_place'),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }),
    aircraftType: text('aircraft_type'),
    registration: text('registration'),
    aircraftCategory: text('aircraft_category'),
    picName: text('pic_name'),
    landingsDay: smallint('landings_day').notNull().default(0),
    landingsNight: smallint('landings_night').notNull().default(0),
    ...timeColumns,
    fstdType: text('fstd_type'),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order exactly (date desc, departure desc nulls last, id desc), so a page is read from the index;
    // after the unique id, every column the filters, the period totals and the currency read (an INCLUDE in
    // effect), so counts and sums over a range are answered from the index without visiting the table.
    index('logbook_entries_user_newest_idx').on(
      t.userId,
      t.date.desc().nullsFirst(),
      t.departureAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
      t.source,
      t.registration,
      t.aircraftType,
      t.aircraftCategory,
      t.departurePlace,
      t.arrivalPlace,
      t.totalMinutes,
      t.picMinutes,
      t.copilotMinutes,
      t.dualMinutes,
      t.instructorMinutes,
      t.landingsDay,
      t.landingsNight,
    ),
    // The search (pg_trgm): every alternative of it, prefixes and contains, so a search reads its matches only.
    index('logbook_entries_search_idx').using(
      'gin',
      t.departurePlace.op('gin_trgm_ops'),
      t.arrivalPlace.op('gin_trgm_ops'),
      t.registration.op('gin_trgm_ops'),
      t.aircraftType.op('gin_trgm_ops'),
      t.remarks.op('gin_trgm_ops'),
      t.picName.op('gin_trgm_ops'),
    ),
    uniqueIndex('logbook_entries_flight_user_unique').on(t.flightId, t.userId),
    check(
      'logbook_entries_source_check',
      sql`(${t.source} = 'flight') = (${t.flightId} is not null) and ${t.source} in ('flight', 'personal')`,
    ),
    check(
      'logbook_entries_kind_check',
      sql`${t.fstdMinutes} > 0 or (${t.departurePlace} is not null and ${t.arrivalPlace} is not null and ${t.departureAt} is not null and ${t.arrivalAt} is not null)`,
    ),
    check('logbook_entries_span_check', sql`${t.arrivalAt} > ${t.departureAt}`),
    check(
      'logbook_entries_minutes_check',
      sql`least(${t.seMinutes}, ${t.meMinutes}, ${t.multiPilotMinutes}, ${t.totalMinutes}, ${t.nightMinutes}, ${t.ifrMinutes}, ${t.picMinutes}, ${t.copilotMinutes}, ${t.dualMinutes}, ${t.instructorMinutes}, ${t.fstdMinutes}, ${t.landingsDay}, ${t.landingsNight}) >= 0`,
    ),
    check(
      'logbook_entries_category_check',
      sql`${t.aircraftCategory} in ('sep', 'mep', 'tmg', 'glider', 'helicopter', 'ultralight')`,
    ),
  ],
);

/** Experience before the first entry in the portal: totals without individual flights. */
export const logbookCarryForward = pgTable(
  'logbook_carry_forward',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    asOf: date('as_of', { mode: 'string' }),
    landingsDay: integer('landings_day').notNull().default(0),
    landingsNight: integer('landings_night').notNull().default(0),
    ...timeColumns,
    remarks: text('remarks'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'logbook_carry_forward_minutes_check',
      sql`least(${t.seMinutes}, ${t.meMinutes}, ${t.multiPilotMinutes}, ${t.totalMinutes}, ${t.nightMinutes}, ${t.ifrMinutes}, ${t.picMinutes}, ${t.copilotMinutes}, ${t.dualMinutes}, ${t.instructorMinutes}, ${t.fstdMinutes}, ${t.landingsDay}, ${t.landingsNight}) >= 0`,
    ),
  ],
);

/**
 * Which expiry warnings went out: one row per licence (by what it is and when it expires, since
 * the licence set is replaced as a whole) and stage, so the daily run tells each person once.
 */
export const licenceExpiryWarnings = pgTable(
  'licence_expiry_warnings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    stage: text('stage').notNull(),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'licence_expiry_warnings_pk', columns: [t.userId, t.kind, t.code, t.expiresOn, t.stage] }),
    check('licence_expiry_warnings_stage_check', sql`${t.stage} in ('due_soon', 'final', 'expired')`),
  ],
);

/**
 * Each user's logbook added up by aircraft category and type ('' for none), kept by triggers on
 * logbook_entries (migration `logbook_sums`) in the same transaction as every write, so the totals
 * read a handful of rows instead of every line. Derived data: no foreign key (a user's rows go
 * with their entries).
 */
export const logbookSums = pgTable(
  'logbook_sums',
  {
    userId: integer('user_id').notNull(),
    aircraftCategory: text('aircraft_category').notNull(),
    aircraftType: text('aircraft_type').notNull(),
    entries: integer('entries').notNull(),
    flights: integer('flights').notNull(),
    landingsDay: integer('landings_day').notNull(),
    landingsNight: integer('landings_night').notNull(),
    ...timeColumns,
  },
  (t) => [primaryKey({ name: 'logbook_sums_pk', columns: [t.userId, t.aircraftCategory, t.aircraftType] })],
);
