import type { CompanyCreate, CompanyUpdate } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidate, queryClient } from '../../../lib/queryClient';
import { companyKeys, membershipChangeKeys } from '../../../lib/queryKeys';

/**
 * Schemas load with the answer, as the user's own do (auth/api/user.ts): the shell's guards and navigation read the
 * company's permissions on every page, and zod stays out of the first page's code. From the contracts' modules
 * that define them, not the package's index: importing that at run time builds every domain's schemas, a third
 * of a second at a phone's speed before the dashboard could render.
 */
const contracts = () => Promise.all([import('@portal/contracts/common'), import('@portal/contracts/companies')]);
const one = () => contracts().then(([{ oneOf }, { companySchema }]) => oneOf(companySchema));
const list = () => contracts().then(([{ listOf }, { companySchema }]) => listOf(companySchema));
const directory = () => contracts().then(([{ listOf }, { companyDirectoryEntrySchema }]) => listOf(companyDirectoryEntrySchema));

export const companiesQuery = queryOptions({
  queryKey: companyKeys.list,
  queryFn: async () => (await api.get('/api/companies', list, { paginate: 'false' })).data,
});

export const companyQuery = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.detail(companyId),
    queryFn: async () => (await api.get(`/api/companies/${companyId}`, one)).data,
  });

/** Any company by name or city (at most 50), to find one to join. */
export const companyDirectoryQuery = (search: string) =>
  queryOptions({
    queryKey: companyKeys.directory(search),
    queryFn: async ({ signal }) =>
      (await api.get('/api/companies/directory', directory, { search: search || undefined }, signal)).data,
  });

export const createCompany = async (company: Partial<CompanyCreate> & Pick<CompanyCreate, 'name'>) =>
  (await api.post('/api/companies', company, one)).data;

/** Asks to join: a pending membership the company's admins approve. */
export async function joinCompany(companyId: number) {
  await api.post(`/api/companies/${companyId}/join`);
  await invalidate(...membershipChangeKeys);
}

/** Saves the company's details and settings (admins), and shows them wherever the company is read. */
export async function updateCompany(companyId: number, changes: CompanyUpdate) {
  const { data } = await api.patch(`/api/companies/${companyId}`, changes, one);
  queryClient.setQueryData(companyKeys.detail(companyId), data);
  await invalidate(companyKeys.all);
  return data;
}

/** The company's logo as an image in the file store (admins); the server checks what the file really is. */
export async function uploadCompanyLogo(companyId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  const { data } = await api.post(`/api/companies/${companyId}/logo`, body, one);
  queryClient.setQueryData(companyKeys.detail(companyId), data);
  await invalidate(companyKeys.all);
  return data;
}

export async function removeCompanyLogo(companyId: number) {
  const { data } = await api.delete(`/api/companies/${companyId}/logo`, one);
  queryClient.setQueryData(companyKeys.detail(companyId), data);
  await invalidate(companyKeys.all);
  return data;
}
