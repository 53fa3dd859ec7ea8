import { messageSchema } from '@portal/contracts';
import { api } from '../../../lib/api/client';
import { queryClient } from '../../../lib/queryClient';
import { userQuery } from './user';

export interface Registration {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  locale?: string;
}

/** Registration signs the new user in (docs/CONTRACT.md), so the user is reloaded. */
export async function register(registration: Registration) {
  await api.post('/register', registration);
  queryClient.removeQueries();
  await queryClient.fetchQuery(userQuery);
}

export const requestPasswordReset = (email: string) => api.post('/forgot-password', { email }, messageSchema);

export const resetPassword = (body: { token: string; email: string; password: string; password_confirmation: string }) =>
  api.post('/reset-password', body, messageSchema);
