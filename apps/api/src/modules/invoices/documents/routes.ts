import { idParam, invoicePdfQuerySchema, invoiceSentSchema } from '@portal/contracts';
import { invoiceDocumentMessages as says } from '@portal/contracts/invoice-document-messages';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoices } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/errors';
import { rowAccess } from '../../../plugins/tenancy';
import { xRechnungXml, zugferdPdf } from './e-invoice';
import type { InvoiceDocument } from './invoice-document';
import { sendInvoiceMail } from './invoice-mail';
import { invoicePdf } from './invoice-pdf';
import { loadInvoiceDocument } from './load-invoice-document';
import { authorize, type DocumentAction } from './policy';

const params = z.object({ id: idParam });
const config = { guard: 'user' } as const;
const tags = ['invoices'];

/** The invoice by its own id, after tenancy (another company's is 404) and the documents policy. */
async function invoiceFor(request: FastifyRequest, invoiceId: number, action: DocumentAction) {
  const db = request.server.db;
  const [invoice] = await db
    .select({ id: invoices.id, companyId: invoices.companyId, membershipId: invoices.membershipId, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) throw notFound();
  const access = await rowAccess(request, invoice.companyId);
  authorize(access, action, invoice);
  return invoice;
}

async function documentFor(request: FastifyRequest, invoiceId: number) {
  const invoice = await invoiceFor(request, invoiceId, 'download');
  const document = await loadInvoiceDocument(request.server.db, invoice.companyId, invoice.id);
  if (!document) throw notFound();
  return document;
}

/** An e-invoice has a number; XRechnung also names both parties' electronic addresses (BT-34, BT-49). */
function assertEInvoice(document: InvoiceDocument, xRechnung: boolean) {
  if (!document.number) throw conflict(says.draftHasNoEInvoice);
  if (xRechnung && (!document.issuer.email || !document.recipient.email)) throw conflict(says.eInvoiceNeedsEmail);
}

function download(reply: FastifyReply, type: string, name: string, body: Buffer | string) {
  // `inline` lets the browser show the PDF in a tab; the name is what a save keeps.
  return reply.header('content-disposition', `inline; filename="${name}"`).type(type).send(body);
}

/** An invoice's PDF (a draft as a preview), its ZUGFeRD PDF and XRechnung XML, and "send again". */
const invoiceDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invoices/:id/pdf',
    { config, schema: { tags, params, querystring: invoicePdfQuerySchema } },
    async (request, reply) => {
      const document = await documentFor(request, request.params.id);
      const name = document.number ?? `draft-${document.id}`;
      if (request.query.format === 'pdf') return download(reply, 'application/pdf', `${name}.pdf`, await invoicePdf(document));
      if (!document.number) throw conflict(says.draftHasNoEInvoice);
      return download(reply, 'application/pdf', `${name}-zugferd.pdf`, await zugferdPdf(document));
    },
  );

  app.get('/api/invoices/:id/xrechnung.xml', { config, schema: { tags, params } }, async (request, reply) => {
    const document = await documentFor(request, request.params.id);
    assertEInvoice(document, true);
    return download(reply, 'application/xml; charset=utf-8', `${document.number}-xrechnung.xml`, await xRechnungXml(document));
  });

  app.post(
    '/api/invoices/:id/send',
    { config, schema: { tags, params, response: { 200: invoiceSentSchema } } },
    async (request) => {
      const invoice = await invoiceFor(request, request.params.id, 'send');
      const result = await app.db.transaction((tx) => sendInvoiceMail(tx, invoice.companyId, invoice.id));
      if ('refused' in result) throw conflict(result.refused === 'draft' ? says.draftNotSent : says.noRecipientEmail);
      return { data: { id: invoice.id, number: result.number, sent_at: result.sentAt.toISOString() } };
    },
  );
};

export default invoiceDocumentRoutes;
