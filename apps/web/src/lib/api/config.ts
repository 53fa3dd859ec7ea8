import { publicConfigSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { configKeys } from '../queryKeys';
import { api } from './client';

/** The server's public configuration: the operator's details for the legal pages, the maps' tile URL. */
export const configQuery = queryOptions({
  queryKey: configKeys.public,
  queryFn: async () => (await api.get('/api/config', z.object({ data: publicConfigSchema }))).data,
  staleTime: Number.POSITIVE_INFINITY,
});
