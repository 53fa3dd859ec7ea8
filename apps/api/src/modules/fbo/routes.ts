import { fboListItemSchema, fboSchema, fboUpdateSchema, idParam } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../audit';
import { currentUser } from '../auth';
import { updateCompany } from '../companies';
import { listOperators } from './list-operators';
import { operatorAccess } from './operator';
import { authorize } from './policy';
import { presentOperator } from './presenter';

const params = z.object({ id: idParam });
const one = z.object({ data: fboSchema });

/** The operators' directory and an operator's own page (its airport with runways and frequencies). */
const fboRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { guard: 'user' } as const;
  const tags = ['fixedBaseOperators'];

  app.get(
    '/api/fixedBaseOperators',
    {
      config,
      schema: {
        tags,
        description: 'Every operator and its airport (any pilot may ask any of them for PPR), with the caller’s roles there.',
        response: { 200: z.object({ data: z.array(fboListItemSchema) }) },
      },
    },
    async (request) => ({ data: await listOperators(app.db, currentUser(request).id) }),
  );

  app.get('/api/fixedBaseOperators/:id', { config, schema: { tags, params, response: { 200: one } } }, async (request) => {
    const access = await operatorAccess(request, request.params.id);
    return { data: await presentOperator(app.db, access) };
  });

  app.patch(
    '/api/fixedBaseOperators/:id',
    { config, schema: { tags, params, body: fboUpdateSchema, response: { 200: one } } },
    async (request) => {
      const access = await operatorAccess(request, request.params.id);
      authorize(access, 'update');
      const { airport_id, ...fields } = request.body;
      const updated = await app.db.transaction((tx) =>
        updateCompany(tx, access.company, { ...fields, home_airport_id: airport_id }, auditActor(request)),
      );
      return {
        data: await presentOperator(app.db, {
          ...access,
          company: { ...updated, homeAirportId: updated.homeAirportId ?? access.company.homeAirportId },
        }),
      };
    },
  );
};

export default fboRoutes;
