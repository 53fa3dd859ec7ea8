import { DOCUMENT_KINDS, SQUAWK_STATUSES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, memberships } from './companies';
import { storedFiles } from './files';
import { airplanes } from './fleet';
import { oneOf } from './one-of';

/** Inspections and overhauls an aircraft falls due for, by Hobbs time and/or by date. */
export const maintenanceItems = pgTable(
  'maintenance_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    airplaneId: integer('airplane_id').notNull(),
    what: text('what').notNull(),
    dueAtHobbsMinutes: integer('due_at_hobbs_minutes'),
    dueOn: date('due_on', { mode: 'string' }),
    warnBeforeMinutes: integer('warn_before_minutes').notNull().default(600),
    warnBeforeDays: integer('warn_before_days').notNull().default(30),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.airplaneId], foreignColumns: [airplanes.companyId, airplanes.id] }).onDelete('cascade'),
    index('maintenance_items_airplane_idx').on(t.companyId, t.airplaneId),
    check('maintenance_items_due_check', sql`${t.dueAtHobbsMinutes} is not null or ${t.dueOn} is not null`),
    check('maintenance_items_hobbs_check', sql`${t.dueAtHobbsMinutes} >= 0`),
    check('maintenance_items_warn_check', sql`${t.warnBeforeMinutes} >= 0 and ${t.warnBeforeDays} >= 0`),
  ],
);

/** A defect a member reported; an admin classifies it. An open no-go grounds the aircraft. */
export const squawks = pgTable(
  'squawks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    airplaneId: integer('airplane_id').notNull(),
    reportedByMembershipId: integer('reported_by_membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    photoFileId: integer('photo_file_id'),
    status: text('status', { enum: SQUAWK_STATUSES }).notNull().default('open'),
    resolution: text('resolution'),
    classifiedByMembershipId: integer('classified_by_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    classifiedAt: timestamp('classified_at', { withTimezone: true }),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.airplaneId], foreignColumns: [airplanes.companyId, airplanes.id] }).onDelete('cascade'),
    foreignKey({
      name: 'squawks_photo_file_fk',
      columns: [t.companyId, t.photoFileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }),
    index('squawks_airplane_idx').on(t.companyId, t.airplaneId, t.status),
    check('squawks_status_check', oneOf(t.status, SQUAWK_STATUSES)),
    check('squawks_fixed_check', sql`(${t.status} = 'fixed') = (${t.fixedAt} is not null)`),
  ],
);

/** Papers an aircraft must carry, with their expiry (airworthiness review, insurance, radio licence). */
export const airplaneDocuments = pgTable(
  'airplane_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    airplaneId: integer('airplane_id').notNull(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    title: text('title').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    fileId: integer('file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.airplaneId], foreignColumns: [airplanes.companyId, airplanes.id] }).onDelete('cascade'),
    foreignKey({
      name: 'airplane_documents_file_fk',
      columns: [t.companyId, t.fileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }),
    index('airplane_documents_airplane_idx').on(t.companyId, t.airplaneId, t.expiresOn),
    check('airplane_documents_kind_check', oneOf(t.kind, DOCUMENT_KINDS)),
  ],
);
