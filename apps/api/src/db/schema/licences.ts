import { LICENCE_KINDS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** A pilot's licences, class and type ratings, and medical certificates, with their validity. */
export const userLicences = pgTable(
  'user_licences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LICENCE_KINDS }).notNull(),
    code: text('code').notNull(),
    number: text('number'),
    issuedOn: date('issued_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_licences_user_idx').on(t.userId),
    check('user_licences_kind_check', sql`${t.kind} in ('licence', 'rating', 'medical')`),
    check('user_licences_dates_check', sql`${t.expiresOn} is null or ${t.issuedOn} is null or ${t.expiresOn} >= ${t.issuedOn}`),
  ],
);
