import { z } from 'zod';
import { roleSchema } from './common';
import { validationMessages } from './request-messages';

const name = (max: number) =>
  z.string().trim().min(1, 'This field is required').max(max, validationMessages.maxLength(max).message);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const documentFolderNameSchema = name(120);
export const documentNameSchema = name(200);

/** Who reads a folder: an empty list is every member, else members holding one of the roles (admins always). */
const visibleToRoles = z.array(roleSchema).max(6);

export const documentFolderCreateSchema = z.object({
  name: documentFolderNameSchema,
  parent_id: z.number().int().positive().nullable().default(null),
  visible_to_roles: visibleToRoles.default([]),
});
export type DocumentFolderCreate = z.infer<typeof documentFolderCreateSchema>;
export type DocumentFolderCreateInput = z.input<typeof documentFolderCreateSchema>;

export const documentFolderUpdateSchema = z
  .object({ name: documentFolderNameSchema, parent_id: z.number().int().positive().nullable(), visible_to_roles: visibleToRoles })
  .partial()
  .strict();
export type DocumentFolderUpdate = z.infer<typeof documentFolderUpdateSchema>;

/** `with_contents=true` deletes the documents and sub-folders too; without it a folder that holds any is refused (409). */
export const documentFolderDeleteQuerySchema = z.object({ with_contents: flag.optional() });

export const documentFolderSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  visible_to_roles: z.array(roleSchema),
  document_count: z.number().int(),
  permissions: z.object({ update: z.boolean(), delete: z.boolean(), upload: z.boolean() }),
});
export type DocumentFolder = z.infer<typeof documentFolderSchema>;

/** The upload's own name is the default; `must_read=true` asks every member who sees the folder to confirm it. */
export const documentUploadQuerySchema = z.object({ name: documentNameSchema.optional(), must_read: flag.optional() });

/** Renaming, moving to another folder (`folder_id`) and marking must-read. */
export const documentUpdateSchema = z
  .object({ name: documentNameSchema, folder_id: z.number().int().positive(), must_read: z.boolean() })
  .partial()
  .strict();
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;

/** `q` searches by name (any part, any case); `unread=true` keeps the caller's open must-read documents. */
export const documentListQuerySchema = z.object({ q: z.string().trim().max(200).optional(), unread: flag.optional() });

export const documentVersionSchema = z.object({
  version: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  url: z.string(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  folder_id: z.number().int(),
  folder_name: z.string(),
  name: z.string(),
  must_read: z.boolean(),
  /** The current version's file. */
  current: documentVersionSchema,
  /** Whether the caller confirmed the current version; null when the document asks nobody or the caller is no member. */
  read: z.boolean().nullable(),
  updated_at: z.string(),
  permissions: z.object({ update: z.boolean(), delete: z.boolean(), see_readers: z.boolean() }),
});
export type ClubDocument = z.infer<typeof documentSchema>;

export const documentDetailSchema = documentSchema.extend({ versions: z.array(documentVersionSchema) });
export type ClubDocumentDetail = z.infer<typeof documentDetailSchema>;

export const documentAcknowledgementSchema = z.object({
  document_id: z.number().int(),
  version: z.number().int(),
  read_at: z.string(),
});

/** A member the document is meant for, and whether they confirmed its current version. */
export const documentReaderSchema = z.object({
  membership_id: z.number().int(),
  name: z.string(),
  read_at: z.string().nullable(),
});
export type DocumentReader = z.infer<typeof documentReaderSchema>;
