import { impersonationStatusSchema, messageSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { impersonationKeys } from '../../../lib/queryKeys';

export const IMPERSONATION_POLL_MS = 60_000;
export const STOP_RELOAD_DELAY_MS = 500;

export const impersonationStatusQuery = queryOptions({
  queryKey: impersonationKeys.status,
  queryFn: () => api.get('/api/admin/impersonate/status', impersonationStatusSchema),
  refetchInterval: IMPERSONATION_POLL_MS,
  staleTime: 0,
  meta: { silent: true },
});

export const stopImpersonating = () => api.post('/api/admin/impersonate/stop', {}, messageSchema);
export const startImpersonating = (userId: number) => api.post(`/api/admin/impersonate/${userId}`, {}, impersonationStatusSchema);
