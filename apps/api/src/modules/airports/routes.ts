import { airportListQuerySchema, airportListSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentAirport } from './presenter';
import { searchAirports } from './search-airports';

const config = { guard: 'user' } as const;
const tags = ['airports'];

/**
 * The world's airports: reference data every signed-in user may read. One airport's page, with the
 * company's landing fees, is served by the fees domain (`fees/airport-routes.ts`).
 */
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
};

export default airportRoutes;
