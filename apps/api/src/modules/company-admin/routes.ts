import { companyAdminSummaryResponseSchema, idParam } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccess } from '../../plugins/tenancy';
import { authorize, can } from './policy';
import { adminSummary } from './summary';

const config = { guard: 'user' } as const;
const tags = ['company-admin'];
const companyParams = z.object({ company_id: idParam });

/** The company admin's dashboard in one call: members, fleet, this month against last year's, receivables, expiring papers. */
const companyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:company_id/adminSummary',
    {
      config,
      schema: {
        tags,
        description:
          'The admin dashboard: members and pending requests, fleet state, this month so far against the same days a year before, receivables (accounting only, else null), papers expiring within 30 days.',
        params: companyParams,
        response: { 200: companyAdminSummaryResponseSchema },
      },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'see_summary');
      return { data: await adminSummary(app.db, access.company, can(access, 'see_receivables'), new Date()) };
    },
  );
};

export default companyAdminRoutes;
