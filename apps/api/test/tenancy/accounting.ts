import { buildPayment } from '../factories/accounts';
import type { TenancyCase } from './world';

/** Accounting's overview of the company's money. */
export const accountingCases: Record<string, TenancyCase> = {
  'GET /api/companies/:company_id/accounting/summary': {
    scope: 'company',
    setup: async (w) => {
      await buildPayment(w.db, w.homeCompanyId, w.homeMembership.id);
      return { url: `/api/companies/${w.homeCompanyId}/accounting/summary` };
    },
  },
};
