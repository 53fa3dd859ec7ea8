import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

export interface PublicConfig {
  operator: { name: string; address: string; email: string };
  /** The operator's raster tiles for online maps ({z}/{x}/{y}), or null for the offline base map only. */
  map_tile_url: string | null;
}

/** The server's public configuration: the operator's details for the legal pages, the maps' tile URL. */
export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async () => (await api.get<{ data: PublicConfig }>('/api/config')).data,
  staleTime: Number.POSITIVE_INFINITY,
});
