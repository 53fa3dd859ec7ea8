import { z } from 'zod';

/** A member's papers kept by their company: licence copy, medical, reliability check (ZÜP), anything else. */
export const MEMBER_DOCUMENT_KINDS = ['licence_copy', 'medical', 'zuep', 'other'] as const;
export type MemberDocumentKind = (typeof MEMBER_DOCUMENT_KINDS)[number];

/** The upload's facts travel in the query string next to the multipart file. */
export const memberDocumentUploadQuerySchema = z.object({
  kind: z.enum(MEMBER_DOCUMENT_KINDS),
  expires_on: z.iso.date('Invalid format').optional(),
});
export type MemberDocumentUploadQuery = z.infer<typeof memberDocumentUploadQuerySchema>;

export const memberDocumentSchema = z.object({
  id: z.number().int(),
  membership_id: z.number().int(),
  kind: z.enum(MEMBER_DOCUMENT_KINDS),
  file_name: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  expires_on: z.string().nullable(),
  /** `valid` without a date or more than 30 days ahead, `expiring` within 30 days, `expired` before today. */
  state: z.enum(['valid', 'expiring', 'expired']),
  file_url: z.string(),
  created_at: z.string(),
  permissions: z.object({ delete: z.boolean() }),
});
export type MemberDocument = z.infer<typeof memberDocumentSchema>;
