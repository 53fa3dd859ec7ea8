import { z } from 'zod';
import { pageMetaSchema } from './common';
import { validationMessages } from './request-messages';

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

/** A position as `latitude,longitude` in decimal degrees (`49.12,9.78`). */
export const nearSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, validationMessages.format.message)
  .transform((value) => {
    const [latitude, longitude] = value.split(',').map(Number) as [number, number];
    return { latitude, longitude };
  })
  .refine(({ latitude, longitude }) => Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180, validationMessages.format.message);
export type Near = z.infer<typeof nearSchema>;

export const airportListQuerySchema = z
  .object({
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
    /** Lists the airports by distance from this position (nearest first) instead of by a search. */
    near: nearSchema.optional(),
  })
  .refine((query) => !(query.near && query.search), {
    path: ['near'],
    message: validationMessages.notWithSearch.message,
  });
export type AirportListQuery = z.infer<typeof airportListQuerySchema>;

/** A listed airport; sorted by `near`, with its great-circle distance from that point in nautical miles. */
export const listedAirportSchema = airportSchema.extend({ distance_nm: z.number().optional() });
export type ListedAirport = z.infer<typeof listedAirportSchema>;

export const airportListSchema = z.object({ data: z.array(listedAirportSchema), meta: pageMetaSchema });

/** `/airports/{id}` takes the numeric id or the ident (EDTY). */
export const airportKeySchema = z.string().regex(/^[A-Za-z0-9-]{1,16}$/, 'Invalid format');

/** A box of the map as `west,south,east,north` in degrees; west may exceed east across the antimeridian. */
export const bboxSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}(\.\d+)?(,-?\d{1,3}(\.\d+)?){3}$/, validationMessages.format.message)
  .transform((value) => {
    const [west, south, east, north] = value.split(',').map(Number) as [number, number, number, number];
    return { west, south, east, north };
  })
  .refine(
    ({ west, south, east, north }) =>
      Math.abs(west) <= 180 && Math.abs(east) <= 180 && Math.abs(south) <= 90 && Math.abs(north) <= 90 && south <= north,
    validationMessages.format.message,
  );
export type Bbox = z.infer<typeof bboxSchema>;

export const airportsWithinQuerySchema = z.object({
  bbox: bboxSchema,
  /** The map's zoom: far out only the larger airports, closer the small airfields, closest heliports too. */
  zoom: z.coerce.number().min(0).max(24),
});

/** An airfield as a symbol on the map: where it is, its ident and its kind. */
export const airfieldSymbolSchema = airportSchema.pick({
  id: true,
  ident: true,
  type: true,
  latitude_deg: true,
  longitude_deg: true,
});
export type AirfieldSymbol = z.infer<typeof airfieldSymbolSchema>;
export const airportsWithinSchema = z.object({ data: z.array(airfieldSymbolSchema) });
