import { ROLES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companies, memberships } from './companies';
import { storedFiles } from './files';
import { users } from './identity';
import { allOf } from './one-of';

/**
 * A folder of the club's document manager, at the top or one level below (`parent_id`). An empty
 * `visible_to_roles` is every member's; otherwise members holding one of the roles (admins always),
 * and a sub-folder is seen only by who also sees its parent.
 */
export const documentFolders = pgTable(
  'document_folders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    visibleToRoles: text('visible_to_roles', { enum: ROLES }).array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('document_folders_company_id_unique').on(t.companyId, t.id),
    foreignKey({
      name: 'document_folders_parent_fk',
      columns: [t.companyId, t.parentId],
      foreignColumns: [t.companyId, t.id],
    }).onDelete('cascade'),
    unique('document_folders_name_unique').on(t.companyId, t.parentId, t.name).nullsNotDistinct(),
    check('document_folders_name_check', sql`length(trim(${t.name})) between 1 and 120`),
    check('document_folders_roles_check', allOf(t.visibleToRoles, ROLES)),
    check('document_folders_parent_check', sql`${t.parentId} is distinct from ${t.id}`),
  ],
);

/**
 * A document in a folder; its file is the newest of its versions (`current_version`). A `must_read`
 * document asks every member who sees it to confirm the current version.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    folderId: integer('folder_id').notNull(),
    name: text('name').notNull(),
    mustRead: boolean('must_read').notNull().default(false),
    currentVersion: integer('current_version').notNull().default(1),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('documents_company_id_unique').on(t.companyId, t.id),
    foreignKey({
      name: 'documents_folder_fk',
      columns: [t.companyId, t.folderId],
      foreignColumns: [documentFolders.companyId, documentFolders.id],
    }).onDelete('cascade'),
    index('documents_folder_idx').on(t.folderId, t.name),
    index('documents_company_must_read_idx').on(t.companyId).where(sql`${t.mustRead}`),
    check('documents_name_check', sql`length(trim(${t.name})) between 1 and 200`),
    check('documents_version_check', sql`${t.currentVersion} >= 1`),
  ],
);

/** Every file a document had; none is replaced, so older versions stay downloadable. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    documentId: integer('document_id').notNull(),
    version: integer('version').notNull(),
    fileId: integer('file_id').notNull(),
    /** The name the file was uploaded under, for the download. */
    fileName: text('file_name').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'document_versions_document_fk',
      columns: [t.companyId, t.documentId],
      foreignColumns: [documents.companyId, documents.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'document_versions_file_fk',
      columns: [t.companyId, t.fileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }),
    unique('document_versions_document_version_unique').on(t.documentId, t.version),
    unique('document_versions_file_unique').on(t.fileId),
    check('document_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/** A member's "gelesen" for one version of a must-read document; a new version asks again. */
export const documentAcknowledgements = pgTable(
  'document_acknowledgements',
  {
    companyId: integer('company_id').notNull(),
    documentId: integer('document_id').notNull(),
    membershipId: integer('membership_id').notNull(),
    version: integer('version').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.membershipId, t.version] }),
    foreignKey({
      name: 'document_acknowledgements_document_fk',
      columns: [t.companyId, t.documentId],
      foreignColumns: [documents.companyId, documents.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'document_acknowledgements_membership_fk',
      columns: [t.companyId, t.membershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }).onDelete('cascade'),
    index('document_acknowledgements_membership_idx').on(t.membershipId),
  ],
);
