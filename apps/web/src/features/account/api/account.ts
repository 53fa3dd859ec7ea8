import { messageSchema, sessionSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { userKeys } from '../../../lib/queryKeys';

export const updatePassword = (body: { current_password: string; password: string; password_confirmation: string }) =>
  api.put('/api/user/password', body, messageSchema);

export const sessionsQuery = queryOptions({
  queryKey: userKeys.sessions,
  queryFn: async () => (await api.get('/api/user/sessions', z.object({ data: z.array(sessionSchema) }))).data,
});

export async function revokeSession(id: string) {
  await api.delete(`/api/user/sessions/${encodeURIComponent(id)}`);
  await invalidate(userKeys.sessions);
}
