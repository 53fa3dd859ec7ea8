import { z } from 'zod';

/** The server's public configuration: the operator's details for the legal pages, the maps' tile URL. */
export const publicConfigSchema = z.object({
  operator: z.object({ name: z.string(), address: z.string(), email: z.string() }),
  /** The operator's raster tiles for online maps ({z}/{x}/{y}), or null for the offline base map only. */
  map_tile_url: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
