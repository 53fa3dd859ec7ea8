import { z } from 'zod';
import { listQuerySchema, roleSchema } from './common';
import { eventMessages } from './events-messages';
import { validationMessages } from './request-messages';

const text = (max: number) => z.string().trim().max(max, validationMessages.maxLength(max).message);
const required = (max: number) => text(max).min(1, 'This field is required');
const instant = z.iso.datetime({ offset: true, message: 'Invalid format' });

export const EVENT_REGISTRATION_STATUSES = ['registered', 'waiting', 'declined'] as const;
export const eventRegistrationStatusSchema = z.enum(EVENT_REGISTRATION_STATUSES);
export type EventRegistrationStatus = z.infer<typeof eventRegistrationStatusSchema>;

const eventFields = {
  title: required(200),
  description: text(10_000).default(''),
  place: text(200).default(''),
  starts_at: instant,
  ends_at: instant,
  /** Seats; null: as many as come. */
  capacity: z.number().int().min(1, validationMessages.atLeast(1).message).max(10_000).nullable().default(null),
  /** Who sees the event: an empty list is every member, else members holding one of the roles (admins always). */
  visible_to_roles: z.array(roleSchema).max(6).default([]),
  registration_deadline: instant.nullable().default(null),
};

type Ordered = { starts_at?: string; ends_at?: string; registration_deadline?: string | null };
const ordered = <S extends z.ZodType<Ordered>>(schema: S): S =>
  schema
    .refine((v) => !v.starts_at || !v.ends_at || Date.parse(v.ends_at) > Date.parse(v.starts_at), {
      path: ['ends_at'],
      message: eventMessages.endsBeforeStart.message,
    })
    .refine((v) => !v.starts_at || !v.registration_deadline || Date.parse(v.registration_deadline) <= Date.parse(v.starts_at), {
      path: ['registration_deadline'],
      message: eventMessages.deadlineAfterStart.message,
    }) as S;

export const eventCreateSchema = ordered(z.object(eventFields));
export type EventCreate = z.infer<typeof eventCreateSchema>;
export type EventCreateInput = z.input<typeof eventCreateSchema>;

/** A change names only what changes; the order of start, end and deadline is checked against the stored event too. */
export const eventUpdateSchema = ordered(
  z
    .object({
      title: eventFields.title,
      description: text(10_000),
      place: text(200),
      starts_at: instant,
      ends_at: instant,
      capacity: eventFields.capacity.unwrap(),
      visible_to_roles: z.array(roleSchema).max(6),
      registration_deadline: instant.nullable(),
    })
    .partial()
    .strict(),
);
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

export const eventListQuerySchema = listQuerySchema.extend({
  /** Events ending at or after this instant (default: now); `past=true` lists those that ended, newest first. */
  from: instant.optional(),
  past: z.enum(['true', 'false']).optional(),
});

/** The caller's own registration: its status and, on the waiting list, the place (1 = next to move up). */
export const myRegistrationSchema = z.object({
  status: eventRegistrationStatusSchema,
  waiting_position: z.number().int().nullable(),
});

export const eventSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  place: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: z.number().int().nullable(),
  visible_to_roles: z.array(roleSchema),
  registration_deadline: z.string().nullable(),
  registered_count: z.number().int(),
  waiting_count: z.number().int(),
  /** Whether a member may still register (before the deadline and the start). */
  registration_open: z.boolean(),
  my_registration: myRegistrationSchema.nullable(),
  permissions: z.object({ update: z.boolean(), delete: z.boolean(), register: z.boolean(), see_registrations: z.boolean() }),
});
export type ClubEvent = z.infer<typeof eventSchema>;

/** The answer to a registration: where the caller now stands. */
export const registrationResultSchema = z.object({
  event_id: z.number().int(),
  status: eventRegistrationStatusSchema,
  waiting_position: z.number().int().nullable(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** A registration as the admins see it. */
export const eventRegistrationSchema = z.object({
  id: z.number().int(),
  membership_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: eventRegistrationStatusSchema,
  waiting_position: z.number().int().nullable(),
  registered_at: z.string(),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;
