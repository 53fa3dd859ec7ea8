import { AIRPLANE_CATEGORIES, PACKAGE_USAGE_KINDS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  type PgColumn,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companies, memberships } from './companies';
import { airplanes } from './fleet';
import { oneOf } from './one-of';

/**
 * Prepaid packages: a company's offers and the packages members own share one id space (as
 * `/api/prePaidPackages/{id}` serves both). An offer has neither `offer_id` nor `membership_id`; a sold
 * package copies its offer's terms at the sale, so changing or retiring the offer later does not change
 * what a member bought. Money in minor units of the company's currency.
 */
export const prepaidPackages = pgTable(
  'prepaid_packages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id'),
    membershipId: integer('membership_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    creditMinutes: integer('credit_minutes'),
    creditAmount: integer('credit_amount'),
    category: text('category', { enum: AIRPLANE_CATEGORIES }),
    validityDays: integer('validity_days').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    remainingMinutes: integer('remaining_minutes'),
    remainingAmount: integer('remaining_amount'),
    /** When the remainder lapsed or was refunded at expiry; the daily run skips it afterwards. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('prepaid_packages_company_id_unique').on(t.companyId, t.id),
    foreignKey({
      name: 'prepaid_packages_offer_fk',
      columns: [t.companyId, t.offerId],
      foreignColumns: [t.companyId, t.id] as [PgColumn, PgColumn],
    }),
    foreignKey({
      name: 'prepaid_packages_membership_fk',
      columns: [t.companyId, t.membershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }),
    index('prepaid_packages_owned_idx').on(t.companyId, t.membershipId, t.expiresAt).where(sql`${t.membershipId} is not null`),
    index('prepaid_packages_expiry_idx').on(t.expiresAt).where(sql`${t.membershipId} is not null and ${t.closedAt} is null`),
    check('prepaid_packages_price_check', sql`${t.price} >= 0`),
    check(
      'prepaid_packages_credit_check',
      sql`(${t.creditMinutes} is null) <> (${t.creditAmount} is null) and coalesce(${t.creditMinutes}, ${t.creditAmount}) > 0`,
    ),
    check('prepaid_packages_category_check', sql`${t.category} is null or ${oneOf(t.category, AIRPLANE_CATEGORIES)}`),
    check('prepaid_packages_money_unrestricted_check', sql`${t.creditAmount} is null or ${t.category} is null`),
    check('prepaid_packages_validity_check', sql`${t.validityDays} between 1 and 3660`),
    check('prepaid_packages_discount_check', sql`${t.discountPercent} between 0 and 100`),
    check('prepaid_packages_remaining_check', sql`${t.remainingMinutes} >= 0 and ${t.remainingAmount} >= 0`),
    check(
      'prepaid_packages_offer_or_owned_check',
      sql`case when ${t.membershipId} is null
        then ${t.offerId} is null and ${t.soldAt} is null and ${t.expiresAt} is null
          and ${t.remainingMinutes} is null and ${t.remainingAmount} is null and ${t.closedAt} is null
        else ${t.soldAt} is not null and ${t.expiresAt} is not null and ${t.retiredAt} is null
          and (${t.remainingMinutes} is null) = (${t.creditMinutes} is null)
          and (${t.remainingAmount} is null) = (${t.creditAmount} is null)
          and ${t.remainingMinutes} <= ${t.creditMinutes} and ${t.remainingAmount} <= ${t.creditAmount}
        end`,
    ),
  ],
);

/** The aircraft a minutes package is good for (none and no category: any aircraft of the company). */
export const prepaidPackageAirplanes = pgTable(
  'prepaid_package_airplanes',
  {
    companyId: integer('company_id').notNull(),
    packageId: integer('package_id').notNull(),
    airplaneId: integer('airplane_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.airplaneId] }),
    foreignKey({
      name: 'prepaid_package_airplanes_package_fk',
      columns: [t.companyId, t.packageId],
      foreignColumns: [prepaidPackages.companyId, prepaidPackages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'prepaid_package_airplanes_airplane_fk',
      columns: [t.companyId, t.airplaneId],
      foreignColumns: [airplanes.companyId, airplanes.id],
    }).onDelete('cascade'),
    index('prepaid_package_airplanes_airplane_idx').on(t.companyId, t.airplaneId),
  ],
);

/**
 * What a package gave, line by line: a flight's minutes or money, or the remainder that lapsed or was
 * refunded at expiry. `value` is the liability it released (minor units). A flight's draw given back
 * (correction, deletion) keeps its line with `returned_at` set, so the history stays readable.
 * `flight_id` and `entry_id` are plain ids: flights and journal entries belong to other modules.
 */
export const prepaidPackageUsages = pgTable(
  'prepaid_package_usages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    packageId: integer('package_id').notNull(),
    kind: text('kind', { enum: PACKAGE_USAGE_KINDS }).notNull(),
    flightId: integer('flight_id'),
    minutes: integer('minutes'),
    amount: integer('amount'),
    value: integer('value').notNull(),
    entryId: integer('entry_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnEntryId: integer('return_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'prepaid_package_usages_package_fk',
      columns: [t.companyId, t.packageId],
      foreignColumns: [prepaidPackages.companyId, prepaidPackages.id],
    }),
    index('prepaid_package_usages_package_idx').on(t.packageId, t.at.desc()),
    index('prepaid_package_usages_flight_idx').on(t.companyId, t.flightId).where(sql`${t.flightId} is not null`),
    check('prepaid_package_usages_kind_check', oneOf(t.kind, PACKAGE_USAGE_KINDS)),
    check('prepaid_package_usages_minutes_check', sql`${t.minutes} >= 0 and ${t.amount} >= 0 and ${t.value} >= 0`),
    check('prepaid_package_usages_flight_check', sql`(${t.kind} = 'flight') = (${t.flightId} is not null)`),
  ],
);
