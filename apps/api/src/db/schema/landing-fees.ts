import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { airports } from './airports';
import { companies } from './companies';
import { airplanes } from './fleet';

/**
 * What landing at an airport costs: for one aircraft, for a weight class (up to `mtow_max_kg`),
 * or, with neither, for every aircraft of the company.
 */
export const landingFees = pgTable(
  'landing_fees',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    airportId: integer('airport_id')
      .notNull()
      .references(() => airports.id),
    airplaneId: integer('airplane_id'),
    mtowMaxKg: integer('mtow_max_kg'),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.airplaneId], foreignColumns: [airplanes.companyId, airplanes.id] }).onDelete('cascade'),
    unique('landing_fees_applies_unique').on(t.companyId, t.airportId, t.airplaneId, t.mtowMaxKg).nullsNotDistinct(),
    index('landing_fees_airport_idx').on(t.airportId),
    check('landing_fees_amount_check', sql`${t.amount} >= 0`),
    check('landing_fees_mtow_check', sql`${t.mtowMaxKg} > 0`),
    check('landing_fees_target_check', sql`${t.airplaneId} is null or ${t.mtowMaxKg} is null`),
  ],
);
