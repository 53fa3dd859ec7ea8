import { idParam, instructorRateListSchema, instructorRatesUpdateSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccess } from '../../plugins/tenancy';
import { auditActor, writeAudit } from '../audit';
import { listInstructorRates, setInstructorRates } from './instructor-rates';
import { authorize } from './policy';

const config = { guard: 'user' } as const;
const tags = ['charges'];
const params = z.object({ company_id: idParam });

const instructorRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:company_id/instructor-rates',
    { config, schema: { tags, params, response: { 200: instructorRateListSchema } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'keep_instructor_rates');
      return { data: await listInstructorRates(app.db, access.company.id) };
    },
  );

  app.put(
    '/api/companies/:company_id/instructor-rates',
    { config, schema: { tags, params, body: instructorRatesUpdateSchema, response: { 200: instructorRateListSchema } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'keep_instructor_rates');
      const companyId = access.company.id;
      const data = await app.db.transaction(async (tx) => {
        const before = await listInstructorRates(tx, companyId);
        await setInstructorRates(tx, companyId, request.body);
        const after = await listInstructorRates(tx, companyId);
        await writeAudit(tx, {
          ...auditActor(request),
          companyId,
          action: 'instructor_rates.updated',
          subjectType: 'company',
          subjectId: companyId,
          before,
          after,
        });
        return after;
      });
      return { data };
    },
  );
};

export default instructorRateRoutes;
