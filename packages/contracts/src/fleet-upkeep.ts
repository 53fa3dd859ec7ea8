import { z } from 'zod';
import { isoDateSchema, permissionsQuery } from './common';
import { rowPermissionsSchema } from './fees';
import { fleetMessages } from './fleet-messages';
import { validationMessages } from './request-messages';

export const TRAFFIC_LIGHTS = ['green', 'amber', 'red'] as const;
export const trafficLightSchema = z.enum(TRAFFIC_LIGHTS);
export type TrafficLight = z.infer<typeof trafficLightSchema>;

const text = (max: number) => z.string().trim().max(max, validationMessages.maxLength(max).message);
const required = (max: number) => text(max).min(1, 'This field is required');
const minutes = z.number().int('Integers only').min(0, 'The value may not be negative').max(10_000_000);

const maintenanceFields = {
  what: required(255),
  due_at_hobbs_minutes: minutes.nullable(),
  due_on: isoDateSchema.nullable(),
  warn_before_minutes: minutes,
  warn_before_days: z.number().int().min(0).max(3650),
  notes: text(2000).nullable(),
};
export const maintenanceItemCreateSchema = z
  .object(maintenanceFields)
  .partial()
  .required({ what: true })
  .refine((value) => value.due_at_hobbs_minutes != null || value.due_on != null, {
    path: ['due_on'],
    message: fleetMessages.dueRequired.message,
  });
export type MaintenanceItemCreate = z.infer<typeof maintenanceItemCreateSchema>;

export const maintenanceItemUpdateSchema = z.object(maintenanceFields).partial().strict();
export type MaintenanceItemUpdate = z.infer<typeof maintenanceItemUpdateSchema>;

export const maintenanceItemSchema = z.object({
  id: z.number().int(),
  airplane_id: z.number().int(),
  what: z.string(),
  due_at_hobbs_minutes: z.number().int().nullable(),
  due_on: z.string().nullable(),
  warn_before_minutes: z.number().int(),
  warn_before_days: z.number().int(),
  notes: z.string().nullable(),
  /** Hobbs minutes until due (negative: overdue); null without a Hobbs limit. */
  minutes_left: z.number().int().nullable(),
  /** Days until due in the company's time zone (0: due today); null without a date. */
  days_left: z.number().int().nullable(),
  light: trafficLightSchema,
});
export type MaintenanceItem = z.infer<typeof maintenanceItemSchema>;

export const SQUAWK_STATUSES = ['open', 'deferred', 'no_go', 'fixed'] as const;
export const squawkStatusSchema = z.enum(SQUAWK_STATUSES);
export type SquawkStatus = z.infer<typeof squawkStatusSchema>;

export const squawkCreateSchema = z.object({
  description: required(2000),
});
export type SquawkCreate = z.infer<typeof squawkCreateSchema>;

export const squawkUpdateSchema = z
  .object({ status: squawkStatusSchema, resolution: text(2000).nullable(), description: required(2000) })
  .partial()
  .strict();
export type SquawkUpdate = z.infer<typeof squawkUpdateSchema>;

const personSchema = z.object({ membership_id: z.number().int(), name: z.string() });

export const squawkSchema = z.object({
  id: z.number().int(),
  airplane_id: z.number().int(),
  description: z.string(),
  photo_url: z.string().nullable(),
  status: squawkStatusSchema,
  resolution: z.string().nullable(),
  reported_by: personSchema.nullable(),
  classified_by: personSchema.nullable(),
  classified_at: z.string().nullable(),
  fixed_at: z.string().nullable(),
  created_at: z.string(),
  permissions: rowPermissionsSchema.optional(),
});
export type Squawk = z.infer<typeof squawkSchema>;

export const squawkListQuerySchema = z.object({ status: squawkStatusSchema.optional(), ...permissionsQuery('squawk') });

export const DOCUMENT_KINDS = ['airworthiness_review', 'insurance', 'radio_licence', 'other'] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS);

const documentFields = {
  kind: documentKindSchema,
  title: required(255),
  expires_on: isoDateSchema.nullable(),
};
export const airplaneDocumentCreateSchema = z.object(documentFields).partial().required({ kind: true, title: true });
export type AirplaneDocumentCreate = z.infer<typeof airplaneDocumentCreateSchema>;
export const airplaneDocumentUpdateSchema = z.object(documentFields).partial().strict();
export type AirplaneDocumentUpdate = z.infer<typeof airplaneDocumentUpdateSchema>;

export const airplaneDocumentSchema = z.object({
  id: z.number().int(),
  airplane_id: z.number().int(),
  kind: documentKindSchema,
  title: z.string(),
  expires_on: z.string().nullable(),
  file_url: z.string().nullable(),
  /** Days until expiry in the company's time zone (negative: expired); null when it never expires. */
  days_left: z.number().int().nullable(),
  light: trafficLightSchema,
  created_at: z.string(),
});
export type AirplaneDocument = z.infer<typeof airplaneDocumentSchema>;

/** Everything that decides whether an aircraft can fly, for the status page and the dashboard. */
export const airplaneStatusReportSchema = z.object({
  airplane_id: z.number().int(),
  registration: z.string(),
  status: z.string(),
  status_reason: z.string().nullable(),
  hobbs_minutes: z.number().int(),
  light: trafficLightSchema,
  maintenance_items: z.array(maintenanceItemSchema),
  open_squawks: z.array(squawkSchema),
  expiring_documents: z.array(airplaneDocumentSchema),
});
export type AirplaneStatusReport = z.infer<typeof airplaneStatusReportSchema>;
