import type { ProfileUpdate } from '@portal/contracts';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { userKeys } from '../../../lib/queryKeys';

/**
 * Name and email go with every change (the API requires them); absent optional fields stay. Its own file: the
 * navbar's language menu saves with it, and the first page's code should not carry the account pages' schemas.
 */
export async function updateProfile(change: ProfileUpdate) {
  await api.put('/api/user/profile-information', change);
  await invalidate(userKeys.me);
}
