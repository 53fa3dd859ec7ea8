import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { companies } from './companies';
import { users } from './identity';

/**
 * Uploaded files (aircraft photos, squawk photos, documents, flight tracks), kept in the database so
 * every instance on one PostgreSQL serves them. Rows are never changed: a replaced file is a new row.
 * Owners point here with (company_id, file id), so a file serves only its own company; a file without
 * a company (the track of a personal logbook line) serves only the user who uploaded it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('stored_files_company_id_unique').on(t.companyId, t.id),
    check(
      'stored_files_content_type_check',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'application/gpx+xml', 'application/vnd.fai.igc', 'application/vnd.google-earth.kml+xml')`,
    ),
    check(
      'stored_files_byte_size_check',
      sql`${t.byteSize} = octet_length(${t.content}) and ${t.byteSize} between 1 and case ${t.contentType} when 'application/pdf' then 10485760 when 'application/gpx+xml' then 10485760 when 'application/vnd.fai.igc' then 10485760 when 'application/vnd.google-earth.kml+xml' then 10485760 else 5242880 end`,
    ),
    check('stored_files_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
