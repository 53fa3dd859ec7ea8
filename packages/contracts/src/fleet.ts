import { z } from 'zod';
import { airportSchema } from './airports';
import { billingBasisSchema } from './charges';
import { listQuerySchema, permissionsQuery } from './common';
import { companySummarySchema } from './companies';
import { feeSchema, rowPermissionsSchema } from './fees';
import { fleetMessages } from './fleet-messages';
import { validationMessages } from './request-messages';

export const AIRPLANE_CATEGORIES = ['sep', 'mep', 'tmg', 'glider', 'helicopter', 'ultralight'] as const;
export const airplaneCategorySchema = z.enum(AIRPLANE_CATEGORIES);
export type AirplaneCategory = z.infer<typeof airplaneCategorySchema>;

export const AIRPLANE_STATUSES = ['active', 'grounded', 'retired'] as const;
export const airplaneStatusSchema = z.enum(AIRPLANE_STATUSES);
export type AirplaneStatus = z.infer<typeof airplaneStatusSchema>;

export const POSITION_SOURCES = ['manual', 'app', 'tracker', 'adsb', 'flarm', 'ogn'] as const;
export const positionSourceSchema = z.enum(POSITION_SOURCES);

/**
 * A nationality mark and registration mark, upper case: D-EABC, D-1234 (glider), OE-KAB,
 * HB-CQX, LN-ABC, G-ABCD, or US style N123AB without a hyphen.
 */
export const REGISTRATION_PATTERN = /^(D-([A-Z]{4}|[0-9]{4})|N[1-9][0-9A-Z]{0,4}|(?!D-)[A-Z0-9]{1,2}-[A-Z0-9]{1,5})$/;
export const registrationSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(REGISTRATION_PATTERN, fleetMessages.registrationFormat.message);

const text = (max: number) => z.string().trim().max(max, validationMessages.maxLength(max).message);
const required = (max: number) => text(max).min(1, 'This field is required');
const minutes = z.number().int('Integers only').min(0, 'The value may not be negative').max(10_000_000);

const airplaneFields = {
  registration: registrationSchema,
  manufacturer: required(100),
  model: required(100),
  icao_type: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9]{1,3}$/, 'Invalid format')
    .nullable(),
  category: airplaneCategorySchema,
  seats: z.number().int().min(1).max(30),
  homebase_airport_id: z.number().int().positive().nullable(),
  color: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, 'Invalid format')
    .nullable(),
  status: airplaneStatusSchema,
  status_reason: text(500).nullable(),
  hobbs_minutes: minutes,
  tach_minutes: minutes,
  engine_minutes_since_overhaul: minutes,
  fee_id: z.number().int().positive().nullable(),
  booking_fee_id: z.number().int().positive().nullable(),
  billing_basis: billingBasisSchema,
  mtow_kg: z.number().int().positive().max(600_000).nullable(),
};

export const airplaneCreateSchema = z.object(airplaneFields).partial().required({
  registration: true,
  manufacturer: true,
  model: true,
  category: true,
});
export type AirplaneCreate = z.infer<typeof airplaneCreateSchema>;

export const airplaneUpdateSchema = z.object(airplaneFields).partial().strict();
export type AirplaneUpdate = z.infer<typeof airplaneUpdateSchema>;

export const positionSchema = z.object({
  id: z.number().int(),
  airplane_id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  altitude_ft: z.number().int().nullable(),
  heading_deg: z.number().int().nullable(),
  ground_speed_kt: z.number().int().nullable(),
  source: positionSourceSchema,
  reported_at: z.string(),
});
export type Position = z.infer<typeof positionSchema>;

export const positionCreateSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  altitude_ft: z.number().int().min(-2000).max(60000).nullable().optional(),
  heading_deg: z.number().int().min(0).max(359).nullable().optional(),
  ground_speed_kt: z.number().int().min(0).max(1000).nullable().optional(),
  source: positionSourceSchema.default('manual'),
  reported_at: z.iso.datetime({ offset: true, message: 'Invalid format' }).optional(),
});
export type PositionCreate = z.infer<typeof positionCreateSchema>;

export const positionListQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, message: 'Invalid format' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'Invalid format' }).optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(500),
});

export const airplaneSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  registration: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  icao_type: z.string().nullable(),
  category: airplaneCategorySchema,
  seats: z.number().int(),
  homebase_airport_id: z.number().int().nullable(),
  color: z.string().nullable(),
  photo_url: z.string().nullable(),
  status: airplaneStatusSchema,
  status_reason: z.string().nullable(),
  hobbs_minutes: z.number().int(),
  tach_minutes: z.number().int(),
  engine_minutes_since_overhaul: z.number().int(),
  fee_id: z.number().int().nullable(),
  booking_fee_id: z.number().int().nullable(),
  billing_basis: billingBasisSchema,
  mtow_kg: z.number().int().nullable(),
  is_favourite: z.boolean(),
  created_at: z.string(),
  permissions: rowPermissionsSchema.optional(),
  fee: feeSchema.nullable().optional(),
  bookingFee: feeSchema.nullable().optional(),
  homebase: airportSchema.nullable().optional(),
  latestPosition: positionSchema.nullable().optional(),
  company: companySummarySchema.optional(),
});
export type Airplane = z.infer<typeof airplaneSchema>;

export const AIRPLANE_INCLUDES = ['fee', 'bookingFee', 'homebase', 'latestPosition', 'company'] as const;
export type AirplaneInclude = (typeof AIRPLANE_INCLUDES)[number];

export const airplaneListQuerySchema = listQuerySchema.extend({
  include: z.string().max(200).optional(),
  status: airplaneStatusSchema.optional(),
  ...permissionsQuery('airplane'),
});
export type AirplaneListQuery = z.infer<typeof airplaneListQuerySchema>;

export const airplaneQuerySchema = z.object({ include: z.string().max(200).optional(), ...permissionsQuery('airplane') });
