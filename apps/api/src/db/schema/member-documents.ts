import { MEMBER_DOCUMENT_KINDS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { memberships } from './companies';
import { storedFiles } from './files';
import { users } from './identity';

/**
 * A member's papers as their company keeps them (licence copy, medical, reliability check "ZÜP", other),
 * with the day they expire. Kept per membership, not on the user's licence records: those are replaced
 * as a whole set, and one company's admins must not see what a member gave another company.
 * The file is restricted: only the member and their company's admins download it.
 */
export const memberDocuments = pgTable(
  'member_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    membershipId: integer('membership_id').notNull(),
    kind: text('kind', { enum: MEMBER_DOCUMENT_KINDS }).notNull(),
    fileId: integer('file_id').notNull(),
    /** The name the file was uploaded under, for the download. */
    fileName: text('file_name').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'member_documents_membership_fk',
      columns: [t.companyId, t.membershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'member_documents_file_fk',
      columns: [t.companyId, t.fileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }),
    unique('member_documents_file_unique').on(t.fileId),
    index('member_documents_membership_idx').on(t.membershipId),
    index('member_documents_expires_idx').on(t.expiresOn),
    check('member_documents_kind_check', sql`${t.kind} in ('licence_copy', 'medical', 'zuep', 'other')`),
  ],
);
