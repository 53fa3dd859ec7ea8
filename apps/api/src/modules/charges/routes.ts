import { chargeLineSchema, chargeListQuerySchema, idParam, listOf } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/pagination';
import { companyAccess } from '../../plugins/tenancy';
import { authorize } from './policy';
import { presentChargeLine } from './presenter';
import { chargeConditions, countCharges, listCharges } from './queries';

const config = { guard: 'user' } as const;
const tags = ['charges'];
const companyParams = z.object({ company_id: idParam });

/** Accounting's list of the company's charge lines (a flight's own lines are under the flight's routes). */
const chargeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:company_id/charges',
    {
      config,
      schema: { tags, params: companyParams, querystring: chargeListQuerySchema, response: { 200: listOf(chargeLineSchema) } },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'see_charges');
      const { query } = request;
      const where = chargeConditions(access.company.id, access.company.timezone, query);
      const page = await pageOf(
        query,
        () => countCharges(app.db, where),
        (limit, offset) => listCharges(app.db, where, limit, offset),
      );
      return {
        data: page.rows.map((row) => presentChargeLine(row.line, access.company.currency, row.payerName)),
        meta: page.meta,
      };
    },
  );
};

export default chargeRoutes;
