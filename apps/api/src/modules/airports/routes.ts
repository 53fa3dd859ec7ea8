import { airportDetailSchema, airportKeySchema, airportListQuerySchema, airportListSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { landingFeesAt } from '../fees/landing-fee-service';
import { presentLandingFee } from '../fees/presenter';
import { airportFacilities, findAirport } from './find-airport';
import { presentAirport, presentFrequency, presentRunway } from './presenter';
import { searchAirports } from './search-airports';

const config = { guard: 'user' } as const;
const tags = ['airports'];

/** The world's airports: reference data every signed-in user may read. */
const airportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/airports',
    { config, schema: { tags, querystring: airportListQuerySchema, response: { 200: airportListSchema } } },
    async (request) => {
      const { search, country, type, page, per_page: perPage } = request.query;
      const result = await searchAirports(app.db, { search, country, type, page, perPage });
      return {
        data: result.rows.map(presentAirport),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(result.total / perPage)),
          per_page: perPage,
          total: result.total,
        },
      };
    },
  );

  app.get(
    '/api/airports/:id',
    {
      config,
      schema: { tags, params: z.object({ id: airportKeySchema }), response: { 200: z.object({ data: airportDetailSchema }) } },
    },
    async (request) => {
      const airport = await findAirport(app.db, request.params.id);
      if (!airport) throw notFound();
      const { runwayRows, frequencyRows } = await airportFacilities(app.db, airport.id);
      const companyId = request.activeCompanyId;
      const landingFees = companyId ? await landingFeesAt(app.db, companyId, airport.id) : undefined;
      return {
        data: {
          ...presentAirport(airport),
          runways: runwayRows.map(presentRunway),
          frequencies: frequencyRows.map(presentFrequency),
          ...(landingFees ? { landing_fees: landingFees.rows.map((row) => presentLandingFee(row, landingFees.currency)) } : {}),
        },
      };
    },
  );
};

export default airportRoutes;
