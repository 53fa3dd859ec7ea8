import { buildPayment } from '../factories/accounts';
import type { TenancyCase } from './world';

/** Member accounts (the ledger): reached by the company or by the membership's id. */
export const accountCases: Record<string, TenancyCase> = {
  'GET /api/companies/:company_id/accounts': {
    scope: 'company',
    setup: async (w) => {
      await buildPayment(w.db, w.homeCompanyId, w.homeMembership.id);
      return { url: `/api/companies/${w.homeCompanyId}/accounts` };
    },
  },
  'GET /api/memberships/:id/account': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/memberships/${w.homeMembership.id}/account` }),
  },
  'GET /api/memberships/:id/transactions': {
    scope: 'company',
    setup: async (w) => {
      await buildPayment(w.db, w.homeCompanyId, w.homeMembership.id);
      return { url: `/api/memberships/${w.homeMembership.id}/transactions` };
    },
  },
  'POST /api/memberships/:id/transactions': {
    scope: 'company',
    setup: async (w) => ({
      url: `/api/memberships/${w.homeMembership.id}/transactions`,
      body: { kind: 'payment', amount: 5000, description: 'Überweisung' },
    }),
  },
};
