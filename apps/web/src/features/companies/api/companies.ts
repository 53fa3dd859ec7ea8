import type { Company, CompanyCreate, CompanyDirectoryEntry, CompanyUpdate } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { queryClient } from '../../../lib/queryClient';

export const companiesQuery = queryOptions({
  queryKey: ['companies'],
  queryFn: async () => (await api.get<{ data: Company[] }>('/api/companies', { paginate: 'false' })).data,
});

export const companyQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['companies', companyId],
    queryFn: async () => (await api.get<{ data: Company }>(`/api/companies/${companyId}`)).data,
  });

/** Any company by name or city (at most 50), to find one to join. */
export const companyDirectoryQuery = (search: string) =>
  queryOptions({
    queryKey: ['companies', 'directory', search],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: CompanyDirectoryEntry[] }>('/api/companies/directory', { search: search || undefined }, signal))
        .data,
  });

export const createCompany = async (company: Partial<CompanyCreate> & Pick<CompanyCreate, 'name'>) =>
  (await api.post<{ data: Company }>('/api/companies', company)).data;

/** Asks to join: a pending membership the company's admins approve. */
export async function joinCompany(companyId: number) {
  await api.post(`/api/companies/${companyId}/join`);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['companies'] }),
    queryClient.invalidateQueries({ queryKey: ['users'] }),
  ]);
}

/** Saves the company's details and settings (admins), and shows them wherever the company is read. */
export async function updateCompany(companyId: number, changes: CompanyUpdate) {
  const { data } = await api.patch<{ data: Company }>(`/api/companies/${companyId}`, changes);
  queryClient.setQueryData(['companies', companyId], data);
  await queryClient.invalidateQueries({ queryKey: ['companies'] });
  return data;
}
