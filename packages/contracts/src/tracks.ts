import { z } from 'zod';

export const TRACK_FORMATS = ['gpx', 'igc', 'kml'] as const;
export const trackFormatSchema = z.enum(TRACK_FORMATS);
export type TrackFormat = z.infer<typeof trackFormatSchema>;

/** The largest track file accepted; a larger upload is refused before it is read whole. */
export const MAX_TRACK_BYTES = 10 * 1024 * 1024;

const timestamp = z.iso.datetime({ offset: true });

/** An airport from the directory near a track's first or last position. */
export const trackAirportSchema = z.object({
  ident: z.string(),
  name: z.string(),
  distance_m: z.number().int().min(0),
});
export type TrackAirport = z.infer<typeof trackAirportSchema>;

/**
 * What the track says about the flight. Altitudes are metres above mean sea level (GPS or pressure, as
 * the file gives them); take-off and landing are the first and last moments above 30 kt ground speed,
 * null when the file has no times.
 */
export const trackFiguresSchema = z.object({
  distance_m: z.number().int().min(0),
  max_altitude_m: z.number().int().nullable(),
  started_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
  duration_minutes: z.number().int().min(0).nullable(),
  takeoff_at: timestamp.nullable(),
  landing_at: timestamp.nullable(),
  departure: trackAirportSchema.nullable(),
  arrival: trackAirportSchema.nullable(),
  point_count: z.number().int().min(2),
});
export type TrackFigures = z.infer<typeof trackFiguresSchema>;

/** The simplified line for display: [longitude, latitude, altitude in metres or null] and each point's time. */
export const trackLineSchema = z.object({
  type: z.literal('Feature'),
  geometry: z.object({
    type: z.literal('LineString'),
    coordinates: z.array(z.tuple([z.number(), z.number(), z.number().nullable()])),
  }),
  properties: z.object({ times: z.array(timestamp.nullable()) }),
});
export type TrackLine = z.infer<typeof trackLineSchema>;

/** A track as its owner sees it: the original file, whether a secret link shares it, what the caller may do. */
export const trackSchema = z.object({
  id: z.number().int(),
  format: trackFormatSchema,
  file_name: z.string(),
  byte_size: z.number().int().min(1),
  file_url: z.string(),
  created_at: timestamp,
  shared: z.boolean(),
  line: trackLineSchema,
  figures: trackFiguresSchema,
  permissions: z.object({ delete: z.boolean(), share: z.boolean() }),
});
export type Track = z.infer<typeof trackSchema>;

/** A track opened by its secret link: the line and figures, nothing about the people or the file. */
export const sharedTrackSchema = trackSchema.pick({ format: true, line: true, figures: true });
export type SharedTrack = z.infer<typeof sharedTrackSchema>;

export const trackShareSchema = z.object({ url: z.url() });
export type TrackShare = z.infer<typeof trackShareSchema>;

/** A share token as it appears in the link (32 random bytes, base64url). */
export const trackTokenParam = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A file in the store, as the developer page's upload round trip sees it. */
export const storedFileSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  content_type: z.string(),
  byte_size: z.number().int().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
