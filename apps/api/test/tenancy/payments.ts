import type { Database } from '../../src/db/client';
import { companyBilling, sepaMandates } from '../../src/db/schema';
import { confirmCollection, createCollection } from '../../src/modules/sepa';
import { buildIssuedInvoice } from '../factories/issued-invoices';
import type { TenancyCase, TenancyWorld } from './world';

const home = (setup: Extract<TenancyCase, { scope: 'company' }>['setup']): TenancyCase => ({ scope: 'company', setup });

/** Payments, SEPA mandates and collection runs: reached by the membership, the company or the run. */
/** Home's creditor details and a mandate of the home member, so a run can be made. */
async function collectable(db: Database, companyId: number, membershipId: number) {
  await db
    .insert(companyBilling)
    .values({ companyId, iban: 'DE89370400440532013000', creditorId: 'DE98ZZZ09999999999' })
    .onConflictDoNothing();
  await db
    .insert(sepaMandates)
    .values({
      companyId,
      membershipId,
      reference: `T-${membershipId}`,
      signedOn: '2026-01-01',
      accountHolder: 'Erika',
      iban: 'DE02120300000000202051',
    })
    .onConflictDoNothing();
  return buildIssuedInvoice(db, companyId, membershipId);
}

/** A run of the home company, made through the route, confirmed when asked. */
async function homeRun(w: TenancyWorld, confirmed: boolean) {
  const invoice = await collectable(w.db, w.homeCompanyId, w.homeMembership.id);
  const run = await w.db.transaction((tx) =>
    createCollection(tx, w.homeCompanyId, null, {
      invoice_ids: [invoice.id],
      collection_date: '2099-01-01',
      format: 'pain.008.001.08',
    }),
  );
  if (confirmed) {
    await w.db.transaction((tx) => confirmCollection(tx, run, null));
  }
  return { run, invoice };
}

export const paymentCases: Record<string, TenancyCase> = {
  'GET /api/memberships/:id/payments': home(async (w) => ({ url: `/api/memberships/${w.homeMembership.id}/payments` })),
  'POST /api/memberships/:id/payments': home(async (w) => {
    const invoice = await buildIssuedInvoice(w.db, w.homeCompanyId, w.homeMembership.id);
    return {
      url: `/api/memberships/${w.homeMembership.id}/payments`,
      body: { amount: 500, method: 'transfer', invoice_ids: [invoice.id], paid_at: '2026-01-02' },
    };
  }),
  'GET /api/memberships/:id/sepa-mandate': home(async (w) => ({ url: `/api/memberships/${w.homeMembership.id}/sepa-mandate` })),
  'PUT /api/memberships/:id/sepa-mandate': home(async (w) => ({
    url: `/api/memberships/${w.homeMembership.id}/sepa-mandate`,
    body: {
      reference: `PUT-${w.homeMembership.id}`,
      signed_on: '2026-01-01',
      account_holder: 'Erika',
      iban: 'DE02120300000000202051',
    },
  })),
  'GET /api/companies/:company_id/sepa-collections': home(async (w) => {
    await homeRun(w, false);
    return { url: `/api/companies/${w.homeCompanyId}/sepa-collections` };
  }),
  'GET /api/companies/:company_id/sepa-collections/candidates': home(async (w) => {
    await collectable(w.db, w.homeCompanyId, w.homeMembership.id);
    return { url: `/api/companies/${w.homeCompanyId}/sepa-collections/candidates` };
  }),
  'POST /api/companies/:company_id/sepa-collections': home(async (w) => {
    const invoice = await collectable(w.db, w.homeCompanyId, w.homeMembership.id);
    return {
      url: `/api/companies/${w.homeCompanyId}/sepa-collections`,
      body: { invoice_ids: [invoice.id], collection_date: '2099-01-01' },
    };
  }),
  'GET /api/sepa-collections/:id/xml': home(async (w) => ({
    url: `/api/sepa-collections/${(await homeRun(w, false)).run.id}/xml`,
  })),
  'POST /api/sepa-collections/:id/confirm': home(async (w) => ({
    url: `/api/sepa-collections/${(await homeRun(w, false)).run.id}/confirm`,
  })),
  'POST /api/sepa-collections/:id/returns': home(async (w) => {
    const { run, invoice } = await homeRun(w, true);
    return { url: `/api/sepa-collections/${run.id}/returns`, body: { invoice_id: invoice.id } };
  }),
};
