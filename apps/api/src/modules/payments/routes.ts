import { idParam, paymentCreateSchema, paymentListQuerySchema, paymentPageSchema, paymentSchema } from '@portal/contracts';
import { paymentMessages } from '@portal/contracts/payments-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../lib/dates';
import { invalid } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { auditActor, writeAudit } from '../audit';
import { bookPayment } from './book-payment';
import { membershipFor } from './membership-access';
import { presentPayment } from './presenter';
import { countPayments, listPayments } from './queries';

const params = z.object({ id: idParam });
const config = { guard: 'user' } as const;
const tags = ['payments'];

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/memberships/:id/payments',
    { config, schema: { tags, params, querystring: paymentListQuerySchema, response: { 200: paymentPageSchema } } },
    async (request) => {
      const { membership } = await membershipFor(request, request.params.id, 'view');
      const page = await pageOf(
        request.query,
        () => countPayments(app.db, membership.id),
        (limit, offset) => listPayments(app.db, { membershipId: membership.id }, limit, offset),
      );
      if (!page.meta) throw new Error('payments are always paged');
      return { data: page.rows.map(presentPayment), meta: page.meta };
    },
  );

  app.post(
    '/api/memberships/:id/payments',
    { config, schema: { tags, params, body: paymentCreateSchema, response: { 201: z.object({ data: paymentSchema }) } } },
    async (request, reply) => {
      const { access, membership } = await membershipFor(request, request.params.id, 'record');
      const { body } = request;
      if (body.paid_at > todayIn(access.company.timezone)) throw invalid('paid_at', paymentMessages.paidInFuture);
      const row = await app.db.transaction(async (tx) => {
        const payment = await bookPayment(tx, {
          companyId: membership.companyId,
          membershipId: membership.id,
          method: body.method,
          amount: body.amount,
          paidAt: body.paid_at,
          reference: body.reference,
          invoiceIds: body.invoice_ids,
          userId: request.user?.id ?? null,
        });
        await writeAudit(tx, {
          ...auditActor(request),
          companyId: membership.companyId,
          action: 'payment.recorded',
          subjectType: 'membership',
          subjectId: membership.id,
          after: { payment_id: payment.id, amount: body.amount, method: body.method, invoice_ids: body.invoice_ids },
        });
        const [written] = await listPayments(tx, { ids: [payment.id] });
        return written;
      });
      if (!row) throw new Error('the recorded payment was not found');
      return reply.code(201).send({ data: presentPayment(row) });
    },
  );
};

export default paymentRoutes;
