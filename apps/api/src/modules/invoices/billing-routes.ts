import { companyBillingSchema, companyBillingUpdateSchema, idParam } from '@portal/contracts';
import { invoiceMessages as says } from '@portal/contracts/invoices-messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fees } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { companyAccess } from '../../plugins/tenancy';
import { auditActor, writeAudit } from '../audit';
import { billingOf, presentBilling, saveBilling } from './billing-details';
import { authorize } from './policy';

const config = { guard: 'user' } as const;
const tags = ['invoices'];
const companyParams = z.object({ company_id: idParam });
const oneBilling = z.object({ data: companyBillingSchema });

/** The company's billing details (tax number, bank account, creditor id, numbering, terms, reminders): accounting's. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:company_id/billing',
    { config, schema: { tags, params: companyParams, response: { 200: oneBilling } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'keep_billing');
      return { data: presentBilling(await billingOf(app.db, access.company.id)) };
    },
  );

  app.put(
    '/api/companies/:company_id/billing',
    { config, schema: { tags, params: companyParams, body: companyBillingUpdateSchema, response: { 200: oneBilling } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'keep_billing');
      const companyId = access.company.id;
      const feeId = request.body.reminder_fee_id;
      const row = await app.db.transaction(async (tx) => {
        if (feeId !== null) {
          const [fee] = await tx
            .select({ id: fees.id })
            .from(fees)
            .where(and(eq(fees.companyId, companyId), eq(fees.id, feeId)));
          if (!fee) throw invalid('reminder_fee_id', says.reminderFeeUnknown);
        }
        const before = presentBilling(await billingOf(tx, companyId));
        const saved = await saveBilling(tx, companyId, request.body);
        await writeAudit(tx, {
          ...auditActor(request),
          companyId,
          action: 'company.billing_changed',
          subjectType: 'company',
          subjectId: companyId,
          before,
          after: presentBilling(saved),
        });
        return saved;
      });
      return { data: presentBilling(row) };
    },
  );
};

export default billingRoutes;
