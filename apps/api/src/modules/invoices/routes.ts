import {
  idParam,
  invoiceCreateSchema,
  invoiceIssueManyResultSchema,
  invoiceIssueManySchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceResponseSchema,
  invoiceRunResultSchema,
  invoiceRunSchema,
  invoiceUpdateSchema,
  listQuerySchema,
} from '@portal/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { memberships } from '../../db/schema';
import { todayIn } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { type CompanyAccess, companyAccess, rowAccess } from '../../plugins/tenancy';
import { auditActor } from '../audit';
import { cancelInvoice } from './cancel';
import { sendInvoiceMail } from './documents';
import { createDraft, deleteDraft, type InvoiceContext, updateDraft } from './drafts';
import { runInvoices } from './invoice-run';
import { issueInvoices } from './issue';
import { authorize, type InvoiceAction } from './policy';
import { presentInvoice } from './presenter';
import {
  breakdowns,
  cancellationsOf,
  countInvoices,
  findInvoice,
  type InvoiceRow,
  invoiceConditions,
  linesOf,
  listInvoices,
  sumInvoices,
} from './queries';

const config = { guard: 'user' } as const;
const tags = ['invoices'];
const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });

const contextOf = (request: FastifyRequest, access: CompanyAccess): InvoiceContext => ({
  company: access.company,
  userId: request.user?.id ?? null,
  actor: auditActor(request),
});

/** Invoices as the list shows them: each with its VAT breakdown and the cancellation that cancelled it. */
async function presentMany(db: Executor, rows: InvoiceRow[], today: string) {
  const ids = rows.map((row) => row.id);
  const [byRate, cancelled] = await readAll(db, [() => breakdowns(db, ids), () => cancellationsOf(db, ids)]);
  return rows.map((row) =>
    presentInvoice(row, { today, breakdown: byRate.get(row.id) ?? [], cancelledBy: cancelled.get(row.id) ?? null }),
  );
}

/** A page of invoices with the sums over all the filter finds. */
async function invoicePage(
  db: Executor,
  query: { page: number; per_page: number; paginate: boolean },
  where: SQL,
  { today, currency }: { today: string; currency: string },
) {
  const [page, sums] = await readAll(db, [
    () =>
      pageOf(
        query,
        () => countInvoices(db, where),
        (limit, offset) => listInvoices(db, where, limit, offset),
        db,
      ),
    () => sumInvoices(db, where),
  ]);
  return {
    data: await presentMany(db, page.rows, today),
    meta: page.meta,
    sums: { total_gross: sums.totalGross, open: sums.open, currency },
  };
}

/** One invoice with its lines. */
async function presentOne(db: Executor, id: number, timeZone: string) {
  const row = await findInvoice(db, id);
  if (!row) throw notFound();
  const [byRate, cancelled, lines] = await readAll(db, [
    () => breakdowns(db, [id]),
    () => cancellationsOf(db, [id]),
    () => linesOf(db, id),
  ]);
  return presentInvoice(row, {
    today: todayIn(timeZone),
    breakdown: byRate.get(id) ?? [],
    cancelledBy: cancelled.get(id) ?? null,
    lines,
  });
}

/**
 * Issued invoices go to their recipients once the numbers are committed, each with its PDF: rendering
 * stays out of the numbering transaction, and a mail that cannot be queued leaves the invoice issued
 * and unsent (`sent_at` null), to be sent again from its page.
 */
async function mailIssued(request: FastifyRequest, companyId: number, ids: number[]) {
  for (const id of ids) {
    try {
      await sendInvoiceMail(request.server.db, companyId, id);
    } catch (error) {
      request.log.error({ err: error, invoiceId: id }, 'invoice mail not queued');
    }
  }
}

/** An invoice reached by its id: another company's is 404, someone else's (or a draft) to a member 403. */
async function invoiceFor(request: FastifyRequest, id: number, action: InvoiceAction) {
  const invoice = await findInvoice(request.server.db, id);
  if (!invoice) throw notFound();
  const access = await rowAccess(request, invoice.companyId);
  authorize(access, action, invoice);
  return { access, invoice };
}

const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:company_id/invoices',
    {
      config,
      schema: { tags, params: companyParams, querystring: invoiceListQuerySchema, response: { 200: invoicePageSchema } },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'keep_invoices');
      const { company } = access;
      const today = todayIn(company.timezone);
      return invoicePage(app.db, request.query, invoiceConditions(company.id, company.timezone, today, request.query), {
        today,
        currency: company.currency,
      });
    },
  );

  app.post(
    '/api/companies/:company_id/invoices',
    { config, schema: { tags, params: companyParams, body: invoiceCreateSchema, response: { 201: invoiceResponseSchema } } },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'keep_invoices');
      const id = await app.db.transaction((tx) => createDraft(tx, contextOf(request, access), request.body));
      return reply.code(201).send({ data: await presentOne(app.db, id, access.company.timezone) });
    },
  );

  app.post(
    '/api/companies/:company_id/invoice-runs',
    { config, schema: { tags, params: companyParams, body: invoiceRunSchema, response: { 200: invoiceRunResultSchema } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'keep_invoices');
      const data = await app.db.transaction((tx) => runInvoices(tx, contextOf(request, access), request.body));
      return { data };
    },
  );

  app.post(
    '/api/companies/:company_id/invoices/issue',
    {
      config,
      schema: { tags, params: companyParams, body: invoiceIssueManySchema, response: { 200: invoiceIssueManyResultSchema } },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'keep_invoices');
      const data = await app.db.transaction((tx) => issueInvoices(tx, contextOf(request, access), request.body.invoice_ids));
      await mailIssued(
        request,
        access.company.id,
        data.map((invoice) => invoice.id),
      );
      return { data };
    },
  );

  app.get(
    '/api/invoices/:id',
    { config, schema: { tags, params, response: { 200: invoiceResponseSchema } } },
    async (request) => {
      const { access, invoice } = await invoiceFor(request, request.params.id, 'view');
      return { data: await presentOne(app.db, invoice.id, access.company.timezone) };
    },
  );

  app.patch(
    '/api/invoices/:id',
    { config, schema: { tags, params, body: invoiceUpdateSchema, response: { 200: invoiceResponseSchema } } },
    async (request) => {
      const { access, invoice } = await invoiceFor(request, request.params.id, 'update');
      await app.db.transaction((tx) => updateDraft(tx, contextOf(request, access), invoice, request.body));
      return { data: await presentOne(app.db, invoice.id, access.company.timezone) };
    },
  );

  app.delete('/api/invoices/:id', { config, schema: { tags, params } }, async (request, reply) => {
    const { access, invoice } = await invoiceFor(request, request.params.id, 'delete');
    await app.db.transaction((tx) => deleteDraft(tx, contextOf(request, access), invoice));
    return reply.code(204).send();
  });

  app.post(
    '/api/invoices/:id/issue',
    { config, schema: { tags, params, response: { 200: invoiceResponseSchema } } },
    async (request) => {
      const { access, invoice } = await invoiceFor(request, request.params.id, 'issue');
      await app.db.transaction((tx) => issueInvoices(tx, contextOf(request, access), [invoice.id]));
      await mailIssued(request, access.company.id, [invoice.id]);
      return { data: await presentOne(app.db, invoice.id, access.company.timezone) };
    },
  );

  app.post(
    '/api/invoices/:id/cancel',
    { config, schema: { tags, params, response: { 201: invoiceResponseSchema } } },
    async (request, reply) => {
      const { access, invoice } = await invoiceFor(request, request.params.id, 'cancel');
      const id = await app.db.transaction((tx) => cancelInvoice(tx, contextOf(request, access), invoice));
      await mailIssued(request, access.company.id, [id]);
      return reply.code(201).send({ data: await presentOne(app.db, id, access.company.timezone) });
    },
  );

  app.get(
    '/api/memberships/:id/invoices',
    {
      config,
      schema: {
        tags,
        params,
        querystring: listQuerySchema.omit({ search: true }),
        response: { 200: invoicePageSchema },
      },
    },
    async (request) => {
      const [membership] = await app.db
        .select({ id: memberships.id, companyId: memberships.companyId })
        .from(memberships)
        .where(eq(memberships.id, request.params.id));
      if (!membership) throw notFound();
      const access = await rowAccess(request, membership.companyId);
      authorize(access, 'see_member_invoices', { membershipId: membership.id });
      const { company } = access;
      const today = todayIn(company.timezone);
      // A member's own list holds what was issued to them; drafts stay accounting's.
      const where = invoiceConditions(company.id, company.timezone, today, { membership_id: membership.id, issued: true });
      return invoicePage(app.db, request.query, where, { today, currency: company.currency });
    },
  );
};

export default invoiceRoutes;
