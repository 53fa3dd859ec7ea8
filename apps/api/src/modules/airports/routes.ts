import { airportListQuerySchema, airportListSchema, airportsWithinQuerySchema, airportsWithinSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { airportsWithin } from './airports-within';
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
      const { search, country, type, page, per_page: perPage, near } = request.query;
      const result = await searchAirports(app.db, { search, country, type, page, perPage, near });
      return {
        data: result.rows.map((row) => ({
          ...presentAirport(row),
          ...('distanceNm' in row ? { distance_nm: Math.round(row.distanceNm * 10) / 10 } : {}),
        })),
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
    '/api/airports/within',
    { config, schema: { tags, querystring: airportsWithinQuerySchema, response: { 200: airportsWithinSchema } } },
    async (request) => {
      const rows = await airportsWithin(app.db, request.query.bbox, request.query.zoom);
      return {
        data: rows.map((row) => ({
          id: row.id,
          ident: row.ident,
          type: row.type,
          latitude_deg: row.latitudeDeg,
          longitude_deg: row.longitudeDeg,
        })),
      };
    },
  );
};

export default airportRoutes;
