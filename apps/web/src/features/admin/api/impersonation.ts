import type { ImpersonationStatus, MessageResponse } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const IMPERSONATION_POLL_MS = 60_000;
export const STOP_RELOAD_DELAY_MS = 500;

export const impersonationStatusQuery = queryOptions({
  queryKey: ['impersonation'],
  queryFn: () => api.get<ImpersonationStatus>('/api/admin/impersonate/status'),
  refetchInterval: IMPERSONATION_POLL_MS,
  staleTime: 0,
  meta: { silent: true },
});

export const stopImpersonating = () => api.post<MessageResponse>('/api/admin/impersonate/stop');
export const startImpersonating = (userId: number) => api.post<{ message?: string }>(`/api/admin/impersonate/${userId}`);
