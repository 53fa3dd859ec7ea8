import type { TenancyCase } from './world';

/** The company's reports. */
export const reportCases: Record<string, TenancyCase> = {
  'GET /api/companies/:company_id/reports/:name': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/companies/${w.homeCompanyId}/reports/aircraft?from=2026-01-01&to=2026-12-31` }),
  },
};
