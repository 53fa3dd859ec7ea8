import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { userKeys } from '../../../lib/queryKeys';

/** Posts the mailed link's path and signature back to the API; a signed-in user is read again. */
export async function verifyEmail(id: string, hash: string, search: string) {
  await api.post(`/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}${search}`);
  await invalidate(userKeys.me);
}

export const resendVerification = () => api.post('/email/verification-notification');
