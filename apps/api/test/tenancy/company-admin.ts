import type { TenancyCase } from './world';

/** The company admin's dashboard. */
export const companyAdminCases: Record<string, TenancyCase> = {
  'GET /api/companies/:company_id/adminSummary': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/companies/${w.homeCompanyId}/adminSummary` }),
  },
};
