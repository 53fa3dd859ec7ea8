import { AIRPLANE_CATEGORIES, AIRPLANE_STATUSES, BILLING_BASES, POSITION_SOURCES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { airports } from './airports';
import { companies } from './companies';
import { fees } from './fees';
import { storedFiles } from './files';
import { users } from './identity';
import { oneOf } from './one-of';

/** An aircraft of one company. Fees must be the same company's: composite keys enforce it. */
export const airplanes = pgTable(
  'airplanes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    registration: text('registration').notNull(),
    manufacturer: text('manufacturer').notNull(),
    model: text('model').notNull(),
    icaoType: text('icao_type'),
    category: text('category', { enum: AIRPLANE_CATEGORIES }).notNull(),
    seats: smallint('seats').notNull().default(2),
    homebaseAirportId: integer('homebase_airport_id').references(() => airports.id, { onDelete: 'set null' }),
    color: text('color'),
    photoFileId: integer('photo_file_id'),
    status: text('status', { enum: AIRPLANE_STATUSES }).notNull().default('active'),
    statusReason: text('status_reason'),
    /** Grounded because of a no-go squawk: fixing the last one puts the aircraft back in service. */
    groundedBySquawk: boolean('grounded_by_squawk').notNull().default(false),
    hobbsMinutes: integer('hobbs_minutes').notNull().default(0),
    tachMinutes: integer('tach_minutes').notNull().default(0),
    engineMinutesSinceOverhaul: integer('engine_minutes_since_overhaul').notNull().default(0),
    feeId: integer('fee_id'),
    /** Which counter its rate fee charges by (minutes pro rata). */
    billingBasis: text('billing_basis', { enum: BILLING_BASES }).notNull().default('hobbs'),
    bookingFeeId: integer('booking_fee_id'),
    mtowKg: integer('mtow_kg'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('airplanes_company_id_unique').on(t.companyId, t.id),
    uniqueIndex('airplanes_company_registration_unique').on(t.companyId, sql`lower(${t.registration})`),
    foreignKey({ name: 'airplanes_fee_fk', columns: [t.companyId, t.feeId], foreignColumns: [fees.companyId, fees.id] }),
    foreignKey({
      name: 'airplanes_booking_fee_fk',
      columns: [t.companyId, t.bookingFeeId],
      foreignColumns: [fees.companyId, fees.id],
    }),
    foreignKey({
      name: 'airplanes_photo_file_fk',
      columns: [t.companyId, t.photoFileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }),
    check('airplanes_registration_check', sql`${t.registration} ~ '^[A-Z0-9]{1,2}-?[A-Z0-9]{1,5}$'`),
    check('airplanes_category_check', oneOf(t.category, AIRPLANE_CATEGORIES)),
    check('airplanes_status_check', oneOf(t.status, AIRPLANE_STATUSES)),
    check('airplanes_grounded_reason_check', sql`${t.status} <> 'grounded' or ${t.statusReason} is not null`),
    check('airplanes_seats_check', sql`${t.seats} between 1 and 30`),
    check('airplanes_color_check', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
    check(
      'airplanes_counters_check',
      sql`${t.hobbsMinutes} >= 0 and ${t.tachMinutes} >= 0 and ${t.engineMinutesSinceOverhaul} >= 0`,
    ),
    check('airplanes_billing_basis_check', oneOf(t.billingBasis, BILLING_BASES)),
    check('airplanes_mtow_check', sql`${t.mtowKg} > 0`),
  ],
);

export const airplaneFavourites = pgTable(
  'airplane_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    airplaneId: integer('airplane_id')
      .notNull()
      .references(() => airplanes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.airplaneId] }), index('airplane_favourites_airplane_idx').on(t.airplaneId)],
);

/** Where an aircraft was, as reported by a member, an app or a tracker. */
export const airplanePositions = pgTable(
  'airplane_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull(),
    airplaneId: integer('airplane_id').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    altitudeFt: integer('altitude_ft'),
    headingDeg: smallint('heading_deg'),
    groundSpeedKt: smallint('ground_speed_kt'),
    source: text('source', { enum: POSITION_SOURCES }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    reportedByUserId: integer('reported_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.airplaneId], foreignColumns: [airplanes.companyId, airplanes.id] }).onDelete('cascade'),
    index('airplane_positions_track_idx').on(t.companyId, t.airplaneId, t.reportedAt.desc()),
    check('airplane_positions_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('airplane_positions_longitude_check', sql`${t.longitude} between -180 and 180`),
    check('airplane_positions_heading_check', sql`${t.headingDeg} between 0 and 359`),
    check('airplane_positions_speed_check', sql`${t.groundSpeedKt} >= 0`),
    check('airplane_positions_source_check', oneOf(t.source, POSITION_SOURCES)),
  ],
);
