import { idParam, listOf, squawkCreateSchema, squawkListQuerySchema, squawkSchema, squawkUpdateSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keyedDb } from '../../plugins/idempotency';
import { auditRow } from '../audit';
import { actorFor } from './access';
import { airplaneById } from './airplane-service';
import { authorize, fleetPermissions } from './policy';
import { classifySquawk, listSquawks, presentSquawk, reportSquawk, squawkById } from './squawks';

const params = z.object({ id: idParam });
const one = z.object({ data: squawkSchema });
const config = { guard: 'user' } as const;
const tags = ['fleet'];

/** Defects: any member reports one (with a photo link); admins classify them. */
const squawkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/airplanes/:id/squawks',
    { config, schema: { tags, params, querystring: squawkListQuerySchema, response: { 200: listOf(squawkSchema) } } },
    async (request) => {
      const airplane = await airplaneById(app.db, request.params.id);
      const actor = await actorFor(request, airplane.companyId);
      const records = await listSquawks(app.db, airplane, request.query.status);
      const permissions = request.query['permissions[squawk]'] !== undefined;
      return {
        data: records.map((record) => presentSquawk(record, permissions ? fleetPermissions(actor, record.squawk) : undefined)),
      };
    },
  );

  app.post(
    '/api/airplanes/:id/squawks',
    { config: { ...config, idempotent: true }, schema: { tags, params, body: squawkCreateSchema, response: { 201: one } } },
    async (request, reply) => {
      const airplane = await airplaneById(app.db, request.params.id);
      const { access } = await actorFor(request, airplane.companyId);
      const reporter = access.membership?.id ?? null;
      const squawk = await keyedDb(request, app.db).transaction((tx) => reportSquawk(tx, airplane, reporter, request.body));
      return reply.code(201).send({ data: presentSquawk(await squawkById(app.db, squawk.id)) });
    },
  );

  app.patch(
    '/api/squawks/:id',
    { config, schema: { tags, params, body: squawkUpdateSchema, response: { 200: one } } },
    async (request) => {
      const record = await squawkById(app.db, request.params.id);
      const actor = await actorFor(request, record.squawk.companyId);
      authorize(actor, 'update', record.squawk);
      await app.db.transaction(async (tx) => {
        const updated = await classifySquawk(tx, record.squawk, actor.access.membership?.id ?? null, request.body);
        await auditRow(tx, request, 'squawk', 'classified', updated, { before: presentSquawk(record), after: request.body });
      });
      return { data: presentSquawk(await squawkById(app.db, record.squawk.id), fleetPermissions(actor, record.squawk)) };
    },
  );
};

export default squawkRoutes;
