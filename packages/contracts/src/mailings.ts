import { z } from 'zod';
import { idParam, listQuerySchema, roleSchema } from './common';
import { validationMessages } from './request-messages';

const text = (max: number) => z.string().trim().max(max, validationMessages.maxLength(max).message);
const required = (max: number) => text(max).min(1, 'This field is required');

/** A member mail (Rundmail): to every member (`roles` empty) or those holding one of the roles. */
export const mailingCreateSchema = z.object({
  subject: required(200),
  body: required(20_000),
  roles: z.array(roleSchema).max(6).default([]),
  /** Essential mail (a general assembly's invitation) reaches everyone and carries no unsubscribe link. */
  essential: z.boolean().default(false),
});
export type MailingCreate = z.infer<typeof mailingCreateSchema>;
export type MailingCreateInput = z.input<typeof mailingCreateSchema>;

export const MAILING_RECIPIENT_STATUSES = ['queued', 'sent', 'failed', 'unsubscribed'] as const;
export const mailingRecipientStatusSchema = z.enum(MAILING_RECIPIENT_STATUSES);
export type MailingRecipientStatus = z.infer<typeof mailingRecipientStatusSchema>;

/** What a mailing would send: the mail as the first recipient gets it, and how many receive it. */
export const mailingPreviewSchema = z.object({
  subject: z.string(),
  body: z.string(),
  recipient_count: z.number().int(),
  unsubscribed_count: z.number().int(),
});
export type MailingPreview = z.infer<typeof mailingPreviewSchema>;

export const mailingSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  roles: z.array(roleSchema),
  essential: z.boolean(),
  sender_name: z.string(),
  sent_at: z.string(),
  /** Counts per recipient status; only for those who may see the recipients (admins), else null. */
  counts: z.record(mailingRecipientStatusSchema, z.number().int()).nullable(),
});
export type Mailing = z.infer<typeof mailingSchema>;

export const mailingRecipientSchema = z.object({
  membership_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: mailingRecipientStatusSchema,
  error: z.string().nullable(),
});
export type MailingRecipient = z.infer<typeof mailingRecipientSchema>;

export const mailingListQuerySchema = listQuerySchema.extend({
  /** `received`: only what was sent to the caller (the members' inbox); admins otherwise see every mailing. */
  box: z.enum(['all', 'received']).default('all'),
});

/** The unsubscribe link's values, posted back by the web page it opens. */
export const unsubscribeSchema = z.object({
  company_id: idParam,
  user_id: idParam,
  signature: z.string().min(1).max(200),
});
