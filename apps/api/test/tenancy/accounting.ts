import { buildPayment } from '../factories/accounts';
import { buildFee } from '../factories/fleet';
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
  'GET /api/companies/:company_id/instructor-rates': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/companies/${w.homeCompanyId}/instructor-rates` }),
  },
  'PUT /api/companies/:company_id/instructor-rates': {
    scope: 'company',
    setup: async (w) => {
      const fee = await buildFee(w.db, w.homeCompanyId, { kind: 'per_hour' });
      return {
        url: `/api/companies/${w.homeCompanyId}/instructor-rates`,
        body: { rates: [{ membership_id: w.homeMembership.id, fee_id: fee.id }] },
      };
    },
  },
};
