import { z } from 'zod';
import { isoDateSchema, listQuerySchema, permissionsQuery } from './common';
import { flightMessages } from './flight-messages';
import { validationMessages } from './request-messages';

export const FLIGHT_TYPES = ['private', 'training', 'checkout', 'trial', 'ferry', 'maintenance', 'other'] as const;
export const flightTypeSchema = z.enum(FLIGHT_TYPES);
export type FlightType = z.infer<typeof flightTypeSchema>;

export const FLIGHT_STATUSES = ['recorded', 'billed'] as const;
export const flightStatusSchema = z.enum(FLIGHT_STATUSES);
export type FlightStatus = z.infer<typeof flightStatusSchema>;

const isoTimestamp = z.iso.datetime({ offset: true, message: 'Invalid format' });
const id = z.number().int().positive();
/** A counter reading in minutes (Hobbs or tach): 1234:30 is 74070. */
const reading = z.number().int('Integers only').min(0, 'The value may not be negative').max(10_000_000);
const minutes = z
  .number()
  .int('Integers only')
  .min(0, 'The value may not be negative')
  .max(24 * 60);
const landings = z.number().int('Integers only').min(0, 'The value may not be negative').max(99);
/** Litres with one decimal; stored as decilitres. */
const litres = z.number().min(0, 'The value may not be negative').max(10_000);
const text = (max: number) => z.string().trim().max(max, validationMessages.maxLength(max).message);
export const airportIdentSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{2,8}$/, flightMessages.airportCode.message);

const flightFields = {
  booking_id: id.nullable(),
  pilot_membership_id: id,
  instructor_membership_id: id.nullable(),
  departure_airport: airportIdentSchema,
  arrival_airport: airportIdentSchema,
  off_block_at: isoTimestamp,
  takeoff_at: isoTimestamp,
  landing_at: isoTimestamp,
  on_block_at: isoTimestamp,
  hobbs_start: reading,
  hobbs_end: reading,
  tach_start: reading.nullable(),
  tach_end: reading.nullable(),
  landings_day: landings,
  landings_night: landings,
  night_minutes: minutes,
  ifr_minutes: minutes,
  fuel_added_l: litres,
  /** The pilot paid for the fuel added (away from home): the flight credits it at the company's refund price. */
  fuel_paid_by_pilot: z.boolean(),
  oil_added_l: litres,
  passengers: z.number().int('Integers only').min(0).max(30),
  flight_type: flightTypeSchema,
  remarks: text(2000).nullable(),
  /** Admins only: accepts start readings that do not continue the aircraft's counters. */
  override_reason: text(500).nullable(),
};

/** Recording a flight. The pilot defaults to the caller's own membership. */
export const flightCreateSchema = z
  .object(flightFields)
  .partial()
  .required({
    departure_airport: true,
    arrival_airport: true,
    off_block_at: true,
    takeoff_at: true,
    landing_at: true,
    on_block_at: true,
    hobbs_start: true,
    hobbs_end: true,
  })
  .extend({ airplane_id: id });
export type FlightCreate = z.infer<typeof flightCreateSchema>;

/** An admin's change of a flight not yet billed, or the correction of a billed one; the aircraft stays the same. */
export const flightUpdateSchema = z.object(flightFields).partial().strict();
export type FlightUpdate = z.infer<typeof flightUpdateSchema>;

export const flightListQuerySchema = listQuerySchema.extend({
  from: z.union([isoDateSchema, isoTimestamp]).optional(),
  to: z.union([isoDateSchema, isoTimestamp]).optional(),
  airplane_id: z.coerce.number().int().positive().optional(),
  membership_id: z.coerce.number().int().positive().optional(),
  /** Flights this member pays (alone or as one of two payers): accounting's filter. */
  payer_membership_id: z.coerce.number().int().positive().optional(),
  status: flightStatusSchema.optional(),
  ...permissionsQuery('flight'),
});
export type FlightListQuery = z.infer<typeof flightListQuerySchema>;

const personSchema = z.object({ membership_id: z.number().int(), name: z.string() });

export const flightSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  airplane_id: z.number().int(),
  airplane: z.object({ id: z.number().int(), registration: z.string(), model: z.string(), category: z.string() }),
  booking_id: z.number().int().nullable(),
  pilot_membership_id: z.number().int(),
  instructor_membership_id: z.number().int().nullable(),
  pilot: personSchema,
  instructor: personSchema.nullable(),
  departure_airport: z.string(),
  arrival_airport: z.string(),
  off_block_at: z.string(),
  takeoff_at: z.string(),
  landing_at: z.string(),
  on_block_at: z.string(),
  block_minutes: z.number().int(),
  flight_minutes: z.number().int(),
  hobbs_start: z.number().int(),
  hobbs_end: z.number().int(),
  hobbs_minutes: z.number().int(),
  tach_start: z.number().int().nullable(),
  tach_end: z.number().int().nullable(),
  landings_day: z.number().int(),
  landings_night: z.number().int(),
  night_minutes: z.number().int(),
  ifr_minutes: z.number().int(),
  fuel_added_l: z.number(),
  fuel_paid_by_pilot: z.boolean(),
  oil_added_l: z.number(),
  /** Who is charged; null: the company bears the flight. */
  payer_membership_id: z.number().int().nullable(),
  second_payer_membership_id: z.number().int().nullable(),
  second_payer_percent: z.number().int().nullable(),
  payer: personSchema.nullable(),
  second_payer: personSchema.nullable(),
  /** The gross sum of the flight's charge lines (minor units of the company's currency); only for accounting. */
  charge_total: z.number().int().optional(),
  passengers: z.number().int(),
  flight_type: flightTypeSchema,
  remarks: z.string().nullable(),
  status: flightStatusSchema,
  billed_at: z.string().nullable(),
  override_reason: z.string().nullable(),
  corrects_flight_id: z.number().int().nullable(),
  corrected_by_flight_id: z.number().int().nullable(),
  created_at: z.string(),
  permissions: z.object({ view: z.boolean(), update: z.boolean(), delete: z.boolean(), correct: z.boolean() }).optional(),
});
export type Flight = z.infer<typeof flightSchema>;

/** A recorded flight with what happened to the aircraft because of it. */
export const flightResultSchema = z.object({
  data: flightSchema,
  meta: z.object({
    airplane: z.object({
      hobbs_minutes: z.number().int(),
      tach_minutes: z.number().int(),
      status: z.string(),
      status_reason: z.string().nullable(),
    }),
  }),
});
