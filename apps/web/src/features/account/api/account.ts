import type { Session, User } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { queryClient } from '../../../lib/queryClient';
import { userQuery } from '../../auth/api/user';

export type ProfileChange = Partial<Pick<User, 'name' | 'email' | 'locale' | 'phone' | 'notify_by_email'>>;

export async function updateProfile(change: ProfileChange) {
  await api.put('/api/user/profile-information', change);
  await queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
}

export const updatePassword = (body: { current_password: string; password: string; password_confirmation: string }) =>
  api.put('/api/user/password', body);

export const sessionsQuery = queryOptions({
  queryKey: ['user', 'sessions'],
  queryFn: async () => (await api.get<{ data: Session[] }>('/api/user/sessions')).data,
});

export async function revokeSession(id: string) {
  await api.delete(`/api/user/sessions/${encodeURIComponent(id)}`);
  await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
}
