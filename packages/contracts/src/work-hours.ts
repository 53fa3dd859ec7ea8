import { z } from 'zod';
import { isoDateSchema, listQuerySchema } from './common';
import { workHourMessages } from './events-messages';
import { validationMessages } from './request-messages';

export const WORK_HOUR_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const workHourStatusSchema = z.enum(WORK_HOUR_STATUSES);
export type WorkHourStatus = z.infer<typeof workHourStatusSchema>;

const text = (max: number) => z.string().trim().max(max, validationMessages.maxLength(max).message);

/** Hours a member logs for an event or a task (Arbeitsstunden); `membership_id` lets an admin log them for a member. */
export const workHourCreateSchema = z
  .object({
    membership_id: z.number().int().positive().optional(),
    event_id: z.number().int().positive().nullable().default(null),
    task: text(300).default(''),
    worked_on: isoDateSchema,
    minutes: z
      .number()
      .int()
      .min(1, validationMessages.atLeast(1).message)
      .max(24 * 60, validationMessages.atMost(24 * 60).message),
    note: text(1000).default(''),
  })
  .refine((v) => v.event_id !== null || v.task !== '', { path: ['task'], message: workHourMessages.eventOrTask.message });
export type WorkHourCreate = z.infer<typeof workHourCreateSchema>;
export type WorkHourCreateInput = z.input<typeof workHourCreateSchema>;

/** The member changes pending hours; an admin approves or rejects them (with a note). */
export const workHourUpdateSchema = z
  .object({
    task: text(300),
    worked_on: isoDateSchema,
    minutes: z
      .number()
      .int()
      .min(1, validationMessages.atLeast(1).message)
      .max(24 * 60, validationMessages.atMost(24 * 60).message),
    note: text(1000),
    status: workHourStatusSchema,
    review_note: text(1000),
  })
  .partial()
  .strict();
export type WorkHourUpdate = z.infer<typeof workHourUpdateSchema>;

export const workHourListQuerySchema = listQuerySchema.extend({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  status: workHourStatusSchema.optional(),
  membership_id: z.coerce.number().int().positive().optional(),
});

export const workHourSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  membership_id: z.number().int(),
  name: z.string(),
  event: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  task: z.string(),
  worked_on: z.string(),
  minutes: z.number().int(),
  note: z.string(),
  status: workHourStatusSchema,
  review_note: z.string(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  permissions: z.object({ update: z.boolean(), delete: z.boolean(), review: z.boolean() }),
});
export type WorkHour = z.infer<typeof workHourSchema>;

/** One member's year against the company's quota (`settings.work_hours.yearly_quota_minutes`). */
export const workHourReportRowSchema = z.object({
  membership_id: z.number().int(),
  name: z.string(),
  approved_minutes: z.number().int(),
  pending_minutes: z.number().int(),
  quota_minutes: z.number().int(),
  /** What is still owed (0 once the quota is met). */
  missing_minutes: z.number().int(),
});
export type WorkHourReportRow = z.infer<typeof workHourReportRowSchema>;

export const workHourReportSchema = z.object({
  data: z.array(workHourReportRowSchema),
  meta: z.object({ year: z.number().int(), quota_minutes: z.number().int() }),
});
export type WorkHourReport = z.infer<typeof workHourReportSchema>;

export const workHourSettingsSchema = z.object({
  yearly_quota_minutes: z
    .number()
    .int()
    .min(0, validationMessages.notNegative.message)
    .max(1000 * 60),
});
