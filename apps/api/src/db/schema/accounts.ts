import { ACCOUNT_KINDS, ENTRY_KINDS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companies, memberships } from './companies';
import { users } from './identity';
import { oneOf } from './one-of';

/**
 * The ledger's accounts: one per approved membership (made by a trigger on memberships) and the
 * company's own (bank, cash, revenue, VAT, prepaid, expense), keyed by their chart code.
 * `balance` is kept by the postings trigger: it always equals the sum of the account's postings.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id'),
    code: text('code'),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    name: text('name').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** How many postings the account has, kept by the same trigger: a page of lines needs no count over history. */
    lineCount: integer('line_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_company_membership_unique').on(t.companyId, t.membershipId),
    unique('ledger_accounts_company_code_unique').on(t.companyId, t.code),
    unique('ledger_accounts_company_id_unique').on(t.companyId, t.id),
    foreignKey({ columns: [t.companyId, t.membershipId], foreignColumns: [memberships.companyId, memberships.id] }).onDelete(
      'cascade',
    ),
    check('ledger_accounts_kind_check', oneOf(t.kind, ACCOUNT_KINDS)),
    check('ledger_accounts_owner_check', sql`(${t.membershipId} is null) <> (${t.code} is null)`),
    check('ledger_accounts_member_kind_check', sql`(${t.membershipId} is null) = (${t.kind} <> 'member')`),
  ],
);

/** One money movement: its postings sum to zero (a deferred constraint trigger checks it at commit). */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: ENTRY_KINDS }).notNull(),
    description: text('description').notNull(),
    /** The flight it charges (the charges module may add the foreign key). */
    flightId: integer('flight_id'),
    /** The prepaid package it moves (the packages module may add the foreign key). */
    packageId: integer('package_id'),
    reversesEntryId: integer('reverses_entry_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('journal_entries_reverses_unique').on(t.reversesEntryId),
    unique('journal_entries_company_id_unique').on(t.companyId, t.id),
    foreignKey({ columns: [t.reversesEntryId], foreignColumns: [t.id] }),
    check('journal_entries_kind_check', oneOf(t.kind, ENTRY_KINDS)),
    index('journal_entries_flight_idx').on(t.flightId),
    index('journal_entries_package_idx').on(t.packageId),
    index('journal_entries_company_booked_idx').on(t.companyId, t.bookedAt),
  ],
);

/** One line of an entry on one account; `balance_after` is the account's balance once it was written. */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: integer('entry_id').notNull(),
    companyId: integer('company_id').notNull(),
    accountId: integer('account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Set by the insert trigger, whatever the writer gives. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull().default(0),
    /** The entry's `booked_at`, copied by the insert trigger: an account's lines page by date from one index. */
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.entryId], foreignColumns: [journalEntries.companyId, journalEntries.id] }).onDelete(
      'cascade',
    ),
    // No cascade: an account with postings is never deleted (its membership is kept as `left`).
    foreignKey({ columns: [t.companyId, t.accountId], foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id] }),
    check('postings_amount_check', sql`${t.amount} <> 0`),
    // NULLS FIRST is what `order by … desc` means: only an index in exactly that order serves the page without a sort.
    index('postings_account_booked_idx').on(
      t.accountId,
      t.bookedAt.desc().nullsFirst(),
      t.entryId.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('postings_entry_idx').on(t.entryId),
  ],
);
