import { z } from 'zod';
import { companyMessages } from './company-messages';
import { messageCodeSchema } from './message';

export const BOOKING_TYPES = ['private', 'training', 'checkout', 'maintenance', 'event'] as const;
export const bookingTypeSchema = z.enum(BOOKING_TYPES);
export type BookingType = z.infer<typeof bookingTypeSchema>;

export const BOOKING_STATUSES = ['confirmed', 'standby', 'cancelled'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, companyMessages.clockTime.message);

/** The hours the calendar shows, "HH:MM" in the company's zone; bookings outside them still show at the edge. */
export const operatingHoursSchema = z
  .object({ from: clockTime, to: clockTime })
  .refine(({ from, to }) => from < to, { message: companyMessages.hoursOrder.message, path: ['to'] });
export type OperatingHours = z.infer<typeof operatingHoursSchema>;

/** What a booking does about a pilot's missing or expired licence or medical. */
export const BOOKING_LICENCE_CHECKS = ['ignore', 'warn', 'block'] as const;

const bookingRules = {
  operating_hours: operatingHoursSchema,
  max_duration_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 31),
  max_days_ahead: z.number().int().min(1).max(730),
  cancellation_deadline_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14),
  licence_check: z.enum(BOOKING_LICENCE_CHECKS),
  show_pilot_names: z.boolean(),
};

/** Rules a company sets in `settings.booking`; absent keys take these defaults. */
export const bookingSettingsSchema = z.object({
  operating_hours: bookingRules.operating_hours.default({ from: '07:00', to: '21:00' }),
  max_duration_hours: bookingRules.max_duration_hours.default(72),
  max_days_ahead: bookingRules.max_days_ahead.default(180),
  cancellation_deadline_hours: bookingRules.cancellation_deadline_hours.default(24),
  licence_check: bookingRules.licence_check.default('warn'),
  show_pilot_names: bookingRules.show_pilot_names.default(true),
});
/** A change to the rules: only the keys given, merged into the stored ones. */
export const bookingSettingsChangeSchema = z.object(bookingRules).partial().strict();
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/** A company's booking rules from its settings, with the defaults for what it leaves out or got wrong. */
export function bookingSettingsOf(settings: Record<string, unknown> | null | undefined): BookingSettings {
  const stored = settings?.booking;
  const parsed = bookingSettingsSchema.safeParse(typeof stored === 'object' && stored ? stored : {});
  return parsed.success ? parsed.data : bookingSettingsSchema.parse({});
}

const isoTimestamp = z.iso.datetime({ offset: true, message: 'Invalid format' });
const optionalId = z.number().int().positive().nullable().optional();
const airportIdent = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{2,8}$/, 'Invalid format');

export const bookingCreateSchema = z.object({
  airplane_id: z.number().int().positive(),
  starts_at: isoTimestamp,
  ends_at: isoTimestamp,
  membership_id: optionalId,
  instructor_membership_id: optionalId,
  type: bookingTypeSchema.default('private'),
  status: z.enum(['confirmed', 'standby']).default('confirmed'),
  destination: airportIdent.nullable().optional(),
  route: z.string().trim().max(500, 'You must enter a maximum of 500 characters').nullable().optional(),
  notes: z.string().trim().max(2000, 'You must enter a maximum of 2000 characters').nullable().optional(),
});
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

export const bookingUpdateSchema = bookingCreateSchema
  .omit({ type: true, status: true })
  .extend({ type: bookingTypeSchema, status: z.enum(['confirmed', 'standby']) })
  .partial()
  .strict();
export type BookingUpdate = z.infer<typeof bookingUpdateSchema>;

/** Cancelling is a DELETE: the optional reason travels in the query string (`?reason=`), as DELETE has no body. */
export const bookingCancelQuerySchema = z.object({ reason: z.string().trim().max(500).optional() });

export const bookingListQuerySchema = z.object({
  from: isoTimestamp,
  to: isoTimestamp,
  airplane_id: z.coerce.number().int().positive().optional(),
  instructor_id: z.coerce.number().int().positive().optional(),
  membership_id: z.coerce.number().int().positive().optional(),
  include_cancelled: z.enum(['true', 'false']).optional(),
  'permissions[booking]': z.string().optional(),
});

const personSchema = z.object({ membership_id: z.number().int(), name: z.string() });

export const bookingSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  airplane_id: z.number().int(),
  membership_id: z.number().int().nullable(),
  instructor_membership_id: z.number().int().nullable(),
  type: bookingTypeSchema,
  status: bookingStatusSchema,
  starts_at: z.string(),
  ends_at: z.string(),
  destination: z.string().nullable(),
  route: z.string().nullable(),
  notes: z.string().nullable(),
  pilot: personSchema.nullable(),
  instructor: personSchema.nullable(),
  is_own: z.boolean(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  late_cancellation: z.boolean(),
  /** When a recorded flight closed the booking (it was flown); null until then. */
  completed_at: z.string().nullable(),
  /** The recurring flight (an operator's series) this booking is one flight of; it is changed there, not here. */
  recurring_flight_id: z.number().int().nullable(),
  created_at: z.string(),
  permissions: z.object({ view: z.boolean(), update: z.boolean(), delete: z.boolean() }).optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** A created or changed booking, with what the caller should know (maintenance collisions, licence warnings). */
export const bookingResultSchema = z.object({
  data: bookingSchema,
  meta: z.object({
    collisions: z.array(
      z.object({ id: z.number().int(), starts_at: z.string(), ends_at: z.string(), pilot: z.string().nullable() }),
    ),
    warnings: z.array(z.string()),
    /** The warnings' codes, in the same order, for the web to translate. */
    warning_codes: z.array(messageCodeSchema),
    time_zone: z.string(),
  }),
});

/** One of the user's own bookings, across companies, with what a list needs to show it. */
export const userBookingSchema = bookingSchema.extend({
  airplane: z.object({ id: z.number().int(), registration: z.string(), model: z.string().nullable() }),
  company: z.object({ id: z.number().int(), name: z.string(), timezone: z.string() }),
});
export type UserBooking = z.infer<typeof userBookingSchema>;

export const calendarFeedSchema = z.object({ data: z.object({ url: z.string() }) });
