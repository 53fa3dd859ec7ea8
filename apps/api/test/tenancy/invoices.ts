import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { invoiceLines, invoices } from '../../src/db/schema';
import { addDays, todayIn } from '../../src/lib/dates';
import { buildChargedFlight } from '../factories/charged-flights';
import type { TenancyCase, TenancyWorld } from './world';

const home = (setup: (world: TenancyWorld) => Promise<{ url: string; body?: unknown }>): TenancyCase => ({
  scope: 'company',
  setup,
});

/** A home member's invoice of one typed line, written directly: a draft, or issued with `number`. */
async function buildInvoice(db: Database, w: TenancyWorld, number?: string) {
  const [invoice] = await db
    .insert(invoices)
    .values({
      companyId: w.homeCompanyId,
      membershipId: w.homeMembership.id,
      recipientName: 'Mitglied',
      currency: 'EUR',
      totalNet: 5_000,
      totalGross: 5_000,
    })
    .returning();
  if (!invoice) throw new Error('invoice not created');
  await db.insert(invoiceLines).values({
    companyId: w.homeCompanyId,
    invoiceId: invoice.id,
    position: 1,
    source: 'manual',
    description: 'Beitrag',
    quantity: 1,
    unit: 'pieces',
    unitPrice: 5_000,
    net: 5_000,
    gross: 5_000,
    revenueAccount: '8100',
  });
  if (number) {
    await db
      .update(invoices)
      .set({ status: 'issued', number, issuedAt: new Date(), dueAt: '2030-01-01' })
      .where(eq(invoices.id, invoice.id));
  }
  return invoice;
}

/** Invoices and the company's billing details: accounting's; a member reads their own issued invoices. */
export const invoiceCases: Record<string, TenancyCase> = {
  'GET /api/companies/:company_id/billing': home(async (w) => ({ url: `/api/companies/${w.homeCompanyId}/billing` })),
  'PUT /api/companies/:company_id/billing': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/billing`,
    body: { iban: 'DE89370400440532013000' },
  })),
  'GET /api/companies/:company_id/invoices': home(async (w) => {
    await buildInvoice(w.db, w);
    return { url: `/api/companies/${w.homeCompanyId}/invoices` };
  }),
  'POST /api/companies/:company_id/invoices': home(async (w) => {
    await buildChargedFlight(w.db, w.homeCompanyId, w.homeMembership.id);
    return { url: `/api/companies/${w.homeCompanyId}/invoices`, body: { membership_id: w.homeMembership.id } };
  }),
  'POST /api/companies/:company_id/invoice-runs': home(async (w) => {
    await buildChargedFlight(w.db, w.homeCompanyId, w.homeMembership.id);
    // A run covers at most a year: half a year either side of the flight's day.
    const today = todayIn('UTC');
    return {
      url: `/api/companies/${w.homeCompanyId}/invoice-runs`,
      body: { period_from: addDays(today, -180), period_to: addDays(today, 180), dry_run: false },
    };
  }),
  'POST /api/companies/:company_id/invoices/issue': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/invoices/issue`,
    body: { invoice_ids: [(await buildInvoice(w.db, w)).id] },
  })),
  'GET /api/invoices/:id': home(async (w) => ({ url: `/api/invoices/${(await buildInvoice(w.db, w)).id}` })),
  'PATCH /api/invoices/:id': home(async (w) => ({
    url: `/api/invoices/${(await buildInvoice(w.db, w)).id}`,
    body: { note: 'Bitte bis Monatsende' },
  })),
  'DELETE /api/invoices/:id': home(async (w) => ({ url: `/api/invoices/${(await buildInvoice(w.db, w)).id}` })),
  'POST /api/invoices/:id/issue': home(async (w) => ({ url: `/api/invoices/${(await buildInvoice(w.db, w)).id}/issue` })),
  'POST /api/invoices/:id/cancel': home(async (w) => ({
    url: `/api/invoices/${(await buildInvoice(w.db, w, `T-${w.homeCompanyId}`)).id}/cancel`,
  })),
  'GET /api/memberships/:id/invoices': home(async (w) => {
    await buildInvoice(w.db, w, `T-${w.homeCompanyId}`);
    return { url: `/api/memberships/${w.homeMembership.id}/invoices` };
  }),
};
