import type { LoginRequest } from '@portal/contracts';
import { partialMatchKey } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { setActiveCompanyId } from '../../../lib/api/session';
import { adoptProfileLanguage } from '../../../lib/i18n/changeLanguage';
import { wipeOfflineData } from '../../../lib/offline/wipe';
import { queryClient } from '../../../lib/queryClient';
import { userKeys } from '../../../lib/queryKeys';
import { userQuery } from './user';

export async function login(credentials: LoginRequest) {
  await api.post('/login', credentials);
  queryClient.removeQueries();
  const user = await queryClient.fetchQuery(userQuery);
  if (user) await adoptProfileLanguage(user.locale);
}

/** Identity cleared, cached server state and the local databases wiped. */
export async function forgetSession() {
  queryClient.setQueryData(userQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (query) => !partialMatchKey(query.queryKey, userKeys.me) });
  setActiveCompanyId(null);
  await wipeOfflineData();
}

export async function logout() {
  await api.post('/logout').catch(() => undefined);
  await forgetSession();
}
