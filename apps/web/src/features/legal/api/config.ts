import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export interface PublicConfig {
  operator: { name: string; address: string; email: string };
  map_tile_url: string;
}

/** The operator's details for the legal pages come from the server's configuration. */
export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async () => (await api.get<{ data: PublicConfig }>('/api/config')).data,
  staleTime: Number.POSITIVE_INFINITY,
});
