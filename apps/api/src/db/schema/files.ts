import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { companies } from './companies';
import { users } from './identity';

/**
 * Uploaded files (aircraft photos, squawk photos, documents, flight tracks). The row keeps what is known
 * of a file; its bytes are in `content` (`storage` 'database', the default, so every instance on one
 * PostgreSQL serves them) or in S3-compatible object storage under `object_key` (`storage` 's3').
 * Rows are never changed: a replaced file is a new row. `restricted` files are served only by their
 * owner's route, which checks more than the company (a document folder's roles).
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
    storage: text('storage', { enum: ['database', 's3'] })
      .notNull()
      .default('database'),
    content: bytea('content'),
    objectKey: text('object_key'),
    restricted: boolean('restricted').notNull().default(false),
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
      sql`(${t.content} is null or ${t.byteSize} = octet_length(${t.content})) and ${t.byteSize} between 1 and case ${t.contentType} when 'application/pdf' then 10485760 when 'application/gpx+xml' then 10485760 when 'application/vnd.fai.igc' then 10485760 when 'application/vnd.google-earth.kml+xml' then 10485760 else 5242880 end`,
    ),
    check(
      'stored_files_storage_check',
      sql`(${t.storage} = 'database' and ${t.content} is not null and ${t.objectKey} is null) or (${t.storage} = 's3' and ${t.content} is null and ${t.objectKey} is not null)`,
    ),
    unique('stored_files_object_key_unique').on(t.objectKey),
    check('stored_files_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * Objects in S3 whose `stored_files` row is gone, however it went (deleted by its owner, or with its
 * company by cascade): a trigger writes the key in the deleting transaction, so a rolled-back delete
 * queues nothing, and a job deletes the objects and then these rows.
 */
export const discardedObjects = pgTable('discarded_objects', {
  objectKey: text('object_key').primaryKey(),
  discardedAt: timestamp('discarded_at', { withTimezone: true }).notNull().defaultNow(),
});
