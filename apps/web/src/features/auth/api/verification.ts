import { api } from '../../../lib/api/client';
import { queryClient } from '../../../lib/queryClient';
import { userQuery } from './user';

/** Posts the mailed link's path and signature back to the API; a signed-in user is read again. */
export async function verifyEmail(id: string, hash: string, search: string) {
  await api.post(`/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}${search}`);
  await queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
}

export const resendVerification = () => api.post('/email/verification-notification');
