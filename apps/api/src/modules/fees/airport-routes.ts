import { airportDetailSchema, airportKeySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { airportDetail } from '../airports';
import { landingFeesAt } from './landing-fee-service';
import { presentLandingFee } from './presenter';

const config = { guard: 'user' } as const;
const tags = ['airports'];

/**
 * An airport's page: the airports domain's detail plus, for a member of a company, the company's landing
 * fees there. It lives here because fees depend on airports, never the other way round.
 */
const airportDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/airports/:id',
    {
      config,
      schema: { tags, params: z.object({ id: airportKeySchema }), response: { 200: z.object({ data: airportDetailSchema }) } },
    },
    async (request) => {
      const airport = await airportDetail(app.db, request.params.id);
      if (!airport) throw notFound();
      const companyId = request.activeCompanyId;
      const landingFees = companyId ? await landingFeesAt(app.db, companyId, airport.id) : undefined;
      return {
        data: {
          ...airport,
          ...(landingFees ? { landing_fees: landingFees.rows.map((row) => presentLandingFee(row, landingFees.currency)) } : {}),
        },
      };
    },
  );
};

export default airportDetailRoutes;
