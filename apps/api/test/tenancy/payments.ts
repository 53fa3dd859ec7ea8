import { buildIssuedInvoice } from '../factories/issued-invoices';
import type { TenancyCase } from './world';

const home = (setup: Extract<TenancyCase, { scope: 'company' }>['setup']): TenancyCase => ({ scope: 'company', setup });

/** Payments, SEPA mandates and collection runs: reached by the membership, the company or the run. */
export const paymentCases: Record<string, TenancyCase> = {
  'GET /api/memberships/:id/payments': home(async (w) => ({ url: `/api/memberships/${w.homeMembership.id}/payments` })),
  'POST /api/memberships/:id/payments': home(async (w) => {
    const invoice = await buildIssuedInvoice(w.db, w.homeCompanyId, w.homeMembership.id);
    return {
      url: `/api/memberships/${w.homeMembership.id}/payments`,
      body: { amount: 500, method: 'transfer', invoice_ids: [invoice.id], paid_at: '2026-01-02' },
    };
  }),
};
