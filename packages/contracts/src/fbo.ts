import { z } from 'zod';
import { airportDetailSchema } from './airport-detail';
import { airportSchema } from './airports';
import { roleSchema } from './common';
import { fboMessages, recurrenceMessages } from './fbo-messages';

const text = (max: number) => z.string().trim().max(max);
const instant = z.iso.datetime({ offset: true });

/** What the caller may do at an operator, answered by the API's policy. */
export const fboPermissionsSchema = z.object({
  /** Change the operator's details. */
  update: z.boolean(),
  /** Approve or decline PPR requests and record arrivals and departures. */
  decide_pprs: z.boolean(),
  /** Plan recurring flights. */
  plan_flights: z.boolean(),
  /** Cancel every flight of a series still to come. */
  cancel_series: z.boolean(),
});
export type FboPermissions = z.infer<typeof fboPermissionsSchema>;

/** `GET /api/fixedBaseOperators`: every operator and its airport, so any pilot can find the one to ask for PPR. */
export const fboListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The airport's zone, in which a PPR's times are typed. */
  timezone: z.string(),
  airport: airportSchema.pick({ id: true, ident: true, name: true, municipality: true }),
  /** The caller's roles there, empty when they are not a member. */
  roles: z.array(roleSchema),
});
export type FboListItem = z.infer<typeof fboListItemSchema>;

/** `GET /api/fixedBaseOperators/{id}`: an operator with its airport's runways and frequencies. */
export const fboSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  timezone: z.string(),
  currency: z.string(),
  airport: airportDetailSchema,
  permissions: fboPermissionsSchema,
});
export type Fbo = z.infer<typeof fboSchema>;

export const fboUpdateSchema = z
  .object({
    name: text(255).min(1, 'This field is required'),
    email: z.email('Please enter a valid email').max(255).nullable(),
    phone: text(50).nullable(),
    website: z.httpUrl('Invalid format').max(2000).nullable(),
    airport_id: z.number().int().positive(),
  })
  .partial()
  .strict();
export type FboUpdate = z.infer<typeof fboUpdateSchema>;

export const PPR_STATUSES = ['pending', 'approved', 'declined'] as const;
export const pprStatusSchema = z.enum(PPR_STATUSES);
export type PprStatus = z.infer<typeof pprStatusSchema>;

/** `POST /api/fixedBaseOperators/{id}/pprRequests`: any signed-in pilot asks to land. */
export const pprCreateSchema = z
  .object({
    arrival_at: instant,
    departure_at: instant.nullable().default(null),
    registration: text(10)
      .min(1, 'This field is required')
      .transform((value) => value.toUpperCase()),
    aircraft_type: text(40).min(1, 'This field is required'),
    mtow_kg: z.number().int().min(1).max(50_000),
    persons_on_board: z.number().int().min(1).max(20),
    purpose: text(300).default(''),
  })
  .strict()
  .refine((value) => !value.departure_at || Date.parse(value.departure_at) > Date.parse(value.arrival_at), {
    path: ['departure_at'],
    message: fboMessages.departureOrder.message,
  });
export type PprCreate = z.infer<typeof pprCreateSchema>;

export const pprApproveSchema = z.object({ ppr_number: text(20).optional() }).strict();
export const pprDeclineSchema = z.object({ reason: text(300).min(1, 'This field is required') }).strict();
/** `POST /api/pprRequests/{id}/arrived` or `/departed`: when it happened (now by default). */
export const pprMovementSchema = z.object({ at: instant.optional() }).strict();

export const pprRequestSchema = z.object({
  id: z.number().int(),
  fbo_id: z.number().int(),
  status: pprStatusSchema,
  ppr_number: z.string().nullable(),
  decline_reason: z.string().nullable(),
  arrival_at: z.string(),
  departure_at: z.string().nullable(),
  arrived_at: z.string().nullable(),
  departed_at: z.string().nullable(),
  registration: z.string(),
  aircraft_type: z.string(),
  mtow_kg: z.number().int(),
  persons_on_board: z.number().int(),
  purpose: z.string(),
  pilot: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** The landing fee charged at the arrival (gross, minor units) and the invoice that bills it. */
  landing_fee: z.number().int().nullable(),
  invoice_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type PprRequest = z.infer<typeof pprRequestSchema>;

export const pprListQuerySchema = z.object({ status: pprStatusSchema.optional() });

export const MOVEMENT_SOURCES = ['ppr', 'booking', 'recurring'] as const;
export const MOVEMENT_KINDS = ['arrival', 'departure'] as const;
export const MOVEMENT_STATES = ['expected', 'arrived', 'departed', 'cancelled'] as const;

/** One arrival or departure at the operator's airport. */
export const movementSchema = z.object({
  source: z.enum(MOVEMENT_SOURCES),
  source_id: z.number().int(),
  kind: z.enum(MOVEMENT_KINDS),
  /** UTC; `local_time` is the same in the airport's zone (HH:MM). */
  at: z.string(),
  local_date: z.string(),
  local_time: z.string(),
  registration: z.string().nullable(),
  aircraft_type: z.string().nullable(),
  pilot: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  company: z.string().nullable(),
  state: z.enum(MOVEMENT_STATES),
});
export type Movement = z.infer<typeof movementSchema>;

export const movementQuerySchema = z
  .object({ from: instant, to: instant })
  .refine((value) => Date.parse(value.to) > Date.parse(value.from), { path: ['to'], message: fboMessages.rangeOrder.message })
  .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= 31 * 86_400_000, {
    path: ['to'],
    message: fboMessages.rangeTooLong.message,
  });
export type MovementQuery = z.infer<typeof movementQuerySchema>;

export const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export const EDIT_SCOPES = ['this', 'following', 'all'] as const;

const isoDate = z.iso.date();
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Invalid format');

/** The repetition, as RFC 5545 says it (FREQ, INTERVAL, BYDAY, UNTIL or COUNT). */
export const recurrenceRuleSchema = z
  .object({
    freq: z.enum(RECURRENCE_FREQUENCIES),
    interval: z.number().int().min(1).max(12).default(1),
    by_day: z.array(z.enum(WEEKDAYS)).max(7).default([]),
    /** The last day (in the airport's zone) a flight may take place. */
    until: isoDate.nullable().default(null),
    count: z.number().int().min(1).max(1100).nullable().default(null),
  })
  .strict()
  .refine((rule) => !(rule.until && rule.count), { path: ['count'], message: recurrenceMessages.countOrUntil.message })
  .refine((rule) => rule.until || rule.count, { path: ['until'], message: recurrenceMessages.endRequired.message })
  .refine((rule) => rule.freq !== 'WEEKLY' || rule.by_day.length > 0, {
    path: ['by_day'],
    message: recurrenceMessages.weekdays.message,
  });
export type RecurrenceRule = z.infer<typeof recurrenceRuleSchema>;

const seriesFields = {
  title: text(120).min(1, 'This field is required'),
  /** An aircraft of the operator's own fleet; else `registration` names a visitor's. */
  airplane_id: z.number().int().positive().nullable().default(null),
  registration: text(10).nullable().default(null),
  route: text(200).default(''),
  /** The first day, and the time of day in the airport's zone: 09:00 stays 09:00 across the clock change. */
  starts_on: isoDate,
  start_time: clockTime,
  duration_minutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  rule: recurrenceRuleSchema,
};

/** `POST .../recurringFlights` and `.../preview`: `skip_conflicts` stores the colliding flights as exceptions. */
export const recurringFlightInputSchema = z
  .object({ ...seriesFields, skip_conflicts: z.boolean().default(false) })
  .strict()
  .refine((value) => !value.rule.until || value.rule.until >= value.starts_on, {
    path: ['rule', 'until'],
    message: recurrenceMessages.untilOrder.message,
  });
export type RecurringFlightInput = z.infer<typeof recurringFlightInputSchema>;

/** `PATCH /api/recurringFlights/{id}`: `scope` this | following | all; `occurrence` the ISO start of the flight concerned (not for `all`). */
export const recurringFlightUpdateSchema = z
  .object({
    scope: z.enum(EDIT_SCOPES),
    occurrence: instant.optional(),
    title: seriesFields.title.optional(),
    route: text(200).optional(),
    registration: text(10).nullable().optional(),
    starts_on: isoDate.optional(),
    start_time: clockTime.optional(),
    duration_minutes: seriesFields.duration_minutes.optional(),
    rule: recurrenceRuleSchema.optional(),
    skip_conflicts: z.boolean().default(false),
  })
  .strict()
  .refine((value) => value.scope === 'all' || value.occurrence, { path: ['occurrence'], message: 'This field is required' });
export type RecurringFlightUpdate = z.infer<typeof recurringFlightUpdateSchema>;

export const recurrenceExceptionSchema = z.object({ occurrence: instant }).strict();

export const recurringFlightSchema = z.object({
  id: z.number().int(),
  fbo_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  title: z.string(),
  airplane_id: z.number().int().nullable(),
  registration: z.string().nullable(),
  route: z.string(),
  starts_on: z.string(),
  start_time: z.string(),
  duration_minutes: z.number().int(),
  timezone: z.string(),
  rule: z.object({
    freq: z.enum(RECURRENCE_FREQUENCIES),
    interval: z.number().int(),
    by_day: z.array(z.enum(WEEKDAYS)),
    until: z.string().nullable(),
    count: z.number().int().nullable(),
  }),
  /** The rule as RFC 5545 writes it, with DTSTART and the exceptions (EXDATE). */
  rrule: z.string(),
  /** The days (in the airport's zone) a flight of the series was cancelled. */
  exceptions: z.array(z.string()),
  next_occurrence: z.string().nullable(),
});
export type RecurringFlight = z.infer<typeof recurringFlightSchema>;

export const occurrenceConflictSchema = z.object({
  booking_id: z.number().int(),
  kind: z.enum(['booking', 'maintenance']),
  starts_at: z.string(),
  ends_at: z.string(),
});

/** `POST .../recurringFlights/preview`: every flight the series would make, with what it collides with; nothing is saved. */
export const recurrencePreviewSchema = z.object({
  occurrences: z.array(
    z.object({
      starts_at: z.string(),
      ends_at: z.string(),
      local_date: z.string(),
      conflicts: z.array(occurrenceConflictSchema),
    }),
  ),
  count: z.number().int(),
  conflict_count: z.number().int(),
});
export type RecurrencePreview = z.infer<typeof recurrencePreviewSchema>;
