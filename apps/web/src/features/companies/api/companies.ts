import type { Company, CompanyCreate } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const companiesQuery = queryOptions({
  queryKey: ['companies'],
  queryFn: async () => (await api.get<{ data: Company[] }>('/api/companies', { paginate: 'false' })).data,
});

export const companyQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['companies', companyId],
    queryFn: async () => (await api.get<{ data: Company }>(`/api/companies/${companyId}`)).data,
  });

export const createCompany = async (company: Partial<CompanyCreate> & Pick<CompanyCreate, 'name'>) =>
  (await api.post<{ data: Company }>('/api/companies', company)).data;
