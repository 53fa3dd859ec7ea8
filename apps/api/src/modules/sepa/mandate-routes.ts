import { idParam, sepaMandateAnswerSchema, sepaMandatePutSchema } from '@portal/contracts';
import { sepaMessages } from '@portal/contracts/sepa-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../lib/dates';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, invalid } from '../../lib/errors';
import { auditActor, writeAudit } from '../audit';
import { membershipFor } from '../payments';
import { presentMandate } from './mandate-presenter';
import { findLiveMandate, saveMandate } from './mandates';

const params = z.object({ id: idParam });
const config = { guard: 'user' } as const;
const tags = ['sepa'];

/** The member's SEPA mandate: the member reads their own, accounting reads and keeps every member's. */
const mandateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/memberships/:id/sepa-mandate',
    { config, schema: { tags, params, response: { 200: sepaMandateAnswerSchema } } },
    async (request) => {
      const { membership } = await membershipFor(request, request.params.id, 'view');
      const mandate = await findLiveMandate(app.db, membership.id);
      return { data: mandate ? presentMandate(mandate) : null };
    },
  );

  app.put(
    '/api/memberships/:id/sepa-mandate',
    { config, schema: { tags, params, body: sepaMandatePutSchema, response: { 200: sepaMandateAnswerSchema } } },
    async (request) => {
      const { access, membership } = await membershipFor(request, request.params.id, 'record');
      if (request.body.signed_on > todayIn(access.company.timezone)) throw invalid('signed_on', sepaMessages.signedInFuture);
      try {
        const saved = await app.db.transaction(async (tx) => {
          const { before, after } = await saveMandate(tx, membership.companyId, membership.id, request.body);
          await writeAudit(tx, {
            ...auditActor(request),
            companyId: membership.companyId,
            action: before?.id === after.id ? 'sepa_mandate.updated' : 'sepa_mandate.created',
            subjectType: 'membership',
            subjectId: membership.id,
            before: before ? { reference: before.reference, iban: before.iban } : null,
            after: { reference: after.reference, iban: after.iban, signed_on: after.signedOn },
          });
          return after;
        });
        return { data: presentMandate(saved) };
      } catch (error) {
        if (isUniqueViolation(error, 'sepa_mandates_company_reference_unique')) throw conflict(sepaMessages.referenceTaken);
        throw error;
      }
    },
  );
};

export default mandateRoutes;
