import { eq } from 'drizzle-orm';
import { companies } from '../../src/db/schema';
import { buildInvoice } from '../factories/invoices';
import type { TenancyCase, TenancyWorld } from './world';

/** An issued invoice of the home company, to the home member: reached by its own id. */
const issued = (suffix: string): TenancyCase => ({
  scope: 'company',
  setup: async (w: TenancyWorld) => {
    // An XRechnung names the seller by its email address.
    await w.db.update(companies).set({ email: 'kasse@home.example' }).where(eq(companies.id, w.homeCompanyId));
    const invoice = await buildInvoice(w.db, w.homeCompanyId, { membershipId: w.homeMembership.id });
    return { url: `/api/invoices/${invoice.id}${suffix}` };
  },
});

/** Invoice documents (PDF, ZUGFeRD, XRechnung, send again) and the DATEV export. */
export const invoiceDocumentCases: Record<string, TenancyCase> = {
  'GET /api/invoices/:id/pdf': issued('/pdf'),
  'GET /api/invoices/:id/xrechnung.xml': issued('/xrechnung.xml'),
  'POST /api/invoices/:id/send': issued('/send'),
  'GET /api/companies/:company_id/exports/datev': {
    scope: 'company',
    setup: async (w) => {
      await buildInvoice(w.db, w.homeCompanyId, { membershipId: w.homeMembership.id });
      return { url: `/api/companies/${w.homeCompanyId}/exports/datev?from=2026-11-01&to=2026-11-30` };
    },
  },
};
