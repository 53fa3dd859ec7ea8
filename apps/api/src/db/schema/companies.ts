import { COMPANY_KINDS, MEMBERSHIP_STATUSES, ROLES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { airports } from './airports';
import { users } from './identity';
import { allOf, oneOf } from './one-of';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: COMPANY_KINDS }).notNull().default('club'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country').notNull().default('DE'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    timezone: text('timezone').notNull().default('Europe/Berlin'),
    currency: text('currency').notNull().default('EUR'),
    logoUrl: text('logo_url'),
    /** Where the club flies from; unset, the home base of most of its aircraft stands in. */
    homeAirportId: integer('home_airport_id').references(() => airports.id, { onDelete: 'set null' }),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('companies_kind_check', sql`${t.kind} in ('club', 'school', 'fbo')`),
    check('companies_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roles: text('roles', { enum: ROLES }).array().notNull().default(sql`'{member}'::text[]`),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('pending'),
    memberNumber: text('member_number'),
    joinedAt: date('joined_at', { mode: 'string' }),
    leftAt: date('left_at', { mode: 'string' }),
    soloCleared: boolean('solo_cleared').notNull().default(false),
    notes: text('notes'),
    /** The name an admin gave with an invitation: shown instead of the account's own until it is accepted. */
    invitedName: text('invited_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_company_user_unique').on(t.companyId, t.userId),
    unique('memberships_company_id_unique').on(t.companyId, t.id),
    uniqueIndex('memberships_company_number_unique').on(t.companyId, t.memberNumber),
    index('memberships_user_idx').on(t.userId),
    check('memberships_status_check', oneOf(t.status, MEMBERSHIP_STATUSES)),
    check('memberships_roles_check', allOf(t.roles, ROLES)),
  ],
);
