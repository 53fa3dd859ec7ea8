import { carryForwardPutSchema, carryForwardSchema, logbookTotalsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { utcToday } from '../../lib/dates';
import { currentUser } from '../auth';
import { carryForwardOf, putCarryForward } from './carry-forward';
import { logbookTotals } from './totals';

const config = { guard: 'user' } as const;
const tags = ['logbook'];
const carryForward = { 200: z.object({ data: carryForwardSchema }) };

/** The caller's totals and currency, and the experience they carried forward from before. */
const logbookTotalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/logbook/totals', { config, schema: { tags, response: { 200: logbookTotalsSchema } } }, async (request) => ({
    data: await logbookTotals(app.db, currentUser(request).id, utcToday()),
  }));

  app.get('/api/logbook/carry-forward', { config, schema: { tags, response: carryForward } }, async (request) => ({
    data: await carryForwardOf(app.db, currentUser(request).id),
  }));

  app.put(
    '/api/logbook/carry-forward',
    { config, schema: { tags, body: carryForwardPutSchema, response: carryForward } },
    async (request) => ({ data: await putCarryForward(app.db, currentUser(request).id, request.body) }),
  );
};

export default logbookTotalsRoutes;
