import { messageSchema, type ProfileUpdate, sessionSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { queryClient } from '../../../lib/queryClient';
import { userQuery } from '../../auth';

/** Name and email go with every change (the API requires them); absent optional fields stay. */
export async function updateProfile(change: ProfileUpdate) {
  await api.put('/api/user/profile-information', change);
  await queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
}

export const updatePassword = (body: { current_password: string; password: string; password_confirmation: string }) =>
  api.put('/api/user/password', body, messageSchema);

export const sessionsQuery = queryOptions({
  queryKey: ['user', 'sessions'],
  queryFn: async () => (await api.get('/api/user/sessions', z.object({ data: z.array(sessionSchema) }))).data,
});

export async function revokeSession(id: string) {
  await api.delete(`/api/user/sessions/${encodeURIComponent(id)}`);
  await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
}
