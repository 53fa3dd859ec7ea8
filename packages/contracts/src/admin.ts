import { z } from 'zod';
import { listQuerySchema } from './common';

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const adminUserListQuerySchema = listQuerySchema.omit({ paginate: true });

export const outboxEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const auditQuerySchema = listQuerySchema.omit({ paginate: true, search: true }).extend({
  company_id: z.coerce.number().int().positive().optional(),
  actor_user_id: z.coerce.number().int().positive().optional(),
  action: z.string().max(100).optional(),
  subject_type: z.string().max(100).optional(),
  subject_id: z.coerce.number().int().positive().optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  actor: personSchema.nullable(),
  acting_as: personSchema.nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const impersonateRequestSchema = z.object({ minutes: z.number().int().min(1).max(60).default(60) });

export const impersonationStatusSchema = z.object({
  is_impersonating: z.boolean(),
  impersonator: personSchema.nullable(),
  impersonated: personSchema.nullable(),
  started_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ImpersonationStatus = z.infer<typeof impersonationStatusSchema>;
