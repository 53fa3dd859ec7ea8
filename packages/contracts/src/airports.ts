import { z } from 'zod';
import { pageMetaSchema } from './common';

export const AIRPORT_TYPES = [
  'large_airport',
  'medium_airport',
  'small_airport',
  'heliport',
  'seaplane_base',
  'balloonport',
  'closed',
] as const;
export const airportTypeSchema = z.enum(AIRPORT_TYPES);
export type AirportType = z.infer<typeof airportTypeSchema>;

/** An airport as OurAirports describes it. */
export const airportSchema = z.object({
  id: z.number().int(),
  ident: z.string(),
  type: z.string(),
  name: z.string(),
  latitude_deg: z.number(),
  longitude_deg: z.number(),
  elevation_ft: z.number().int().nullable(),
  continent: z.string().nullable(),
  iso_country: z.string(),
  iso_region: z.string().nullable(),
  municipality: z.string().nullable(),
  scheduled_service: z.boolean(),
  gps_code: z.string().nullable(),
  iata_code: z.string().nullable(),
  local_code: z.string().nullable(),
  home_link: z.string().nullable(),
  wikipedia_link: z.string().nullable(),
});
export type Airport = z.infer<typeof airportSchema>;

/** A runway; `le_` is the low-numbered end, `he_` the high-numbered one. */
export const runwaySchema = z.object({
  id: z.number().int(),
  length_ft: z.number().int().nullable(),
  width_ft: z.number().int().nullable(),
  surface: z.string().nullable(),
  lighted: z.boolean(),
  closed: z.boolean(),
  le_ident: z.string().nullable(),
  le_latitude_deg: z.number().nullable(),
  le_longitude_deg: z.number().nullable(),
  le_elevation_ft: z.number().int().nullable(),
  le_heading_deg_t: z.number().nullable(),
  le_displaced_threshold_ft: z.number().int().nullable(),
  he_ident: z.string().nullable(),
  he_latitude_deg: z.number().nullable(),
  he_longitude_deg: z.number().nullable(),
  he_elevation_ft: z.number().int().nullable(),
  he_heading_deg_t: z.number().nullable(),
  he_displaced_threshold_ft: z.number().int().nullable(),
});
export type Runway = z.infer<typeof runwaySchema>;

export const airportFrequencySchema = z.object({
  id: z.number().int(),
  type: z.string().nullable(),
  description: z.string().nullable(),
  frequency_mhz: z.number(),
});
export type AirportFrequency = z.infer<typeof airportFrequencySchema>;

export const airportListQuerySchema = z.object({
  search: z.string().trim().max(100, 'You must enter a maximum of 100 characters').optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Invalid format')
    .transform((value) => value.toUpperCase())
    .optional(),
  type: airportTypeSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type AirportListQuery = z.infer<typeof airportListQuerySchema>;

export const airportListSchema = z.object({ data: z.array(airportSchema), meta: pageMetaSchema });

/** `/airports/{id}` takes the numeric id or the ident (EDTY). */
export const airportKeySchema = z.string().regex(/^[A-Za-z0-9-]{1,16}$/, 'Invalid format');
