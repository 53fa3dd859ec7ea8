import {
  airplaneCreateSchema,
  airplaneListQuerySchema,
  airplaneQuerySchema,
  airplaneSchema,
  airplaneUpdateSchema,
  idParam,
  listOf,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { airplanes } from '../../db/schema';
import { actorOf } from '../../lib/actor';
import { pageOf } from '../../lib/pagination';
import { companyAccess } from '../../plugins/tenancy';
import { auditRow } from '../audit';
import { currentUser } from '../auth';
import { deleteFiles } from '../files';
import { actorFor } from './access';
import { airplaneById, countAirplanes, createAirplane, listAirplanes, updateAirplane } from './airplane-service';
import { filesOfAirplane } from './attachments';
import type { AirplaneRow } from './bookable';
import { authorize, fleetPermissions } from './policy';
import { presentAirplanes, presentOneAirplane } from './present-airplanes';
import { presentAirplane } from './presenter';

const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });
const one = z.object({ data: airplaneSchema });
const config = { guard: 'user' } as const;
const tags = ['fleet'];
/** For audit entries: the columns, without relations. */
const plain = (row: Parameters<typeof presentAirplane>[0]) => presentAirplane(row, { isFavourite: false });

const airplaneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:company_id/airplanes',
    {
      config,
      schema: { tags, params: companyParams, querystring: airplaneListQuerySchema, response: { 200: listOf(airplaneSchema) } },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      const { query } = request;
      const page = await pageOf(
        query,
        () => countAirplanes(app.db, access.company.id, query),
        (limit, offset) => listAirplanes(app.db, access.company.id, query, limit, offset),
      );
      const permissions =
        query['permissions[airplane]'] === undefined ? undefined : (row: AirplaneRow) => fleetPermissions(actor, row);
      const data = await presentAirplanes(app.db, page.rows, {
        userId: currentUser(request).id,
        include: query.include,
        permissions,
      });
      return { data, meta: page.meta };
    },
  );

  app.post(
    '/api/companies/:company_id/airplanes',
    { config, schema: { tags, params: companyParams, body: airplaneCreateSchema, response: { 201: one } } },
    async (request, reply) => {
      const actor = actorOf(await companyAccess(request, request.params.company_id), currentUser(request));
      authorize(actor, 'create_airplane');
      const airplane = await app.db.transaction(async (tx) => {
        const created = await createAirplane(tx, actor.access.company.id, request.body);
        await auditRow(tx, request, 'airplane', 'created', created, { after: plain(created) });
        return created;
      });
      return reply
        .code(201)
        .send({ data: presentAirplane(airplane, { isFavourite: false, permissions: fleetPermissions(actor, airplane) }) });
    },
  );

  app.get(
    '/api/airplanes/:id',
    { config, schema: { tags, params, querystring: airplaneQuerySchema, response: { 200: one } } },
    async (request) => {
      const airplane = await airplaneById(app.db, request.params.id);
      const actor = await actorFor(request, airplane.companyId);
      const data = await presentOneAirplane(app.db, airplane, {
        userId: currentUser(request).id,
        include: request.query.include ?? 'fee,bookingFee,homebase,latestPosition',
        permissions: (row) => fleetPermissions(actor, row),
      });
      return { data };
    },
  );

  app.patch(
    '/api/airplanes/:id',
    { config, schema: { tags, params, body: airplaneUpdateSchema, response: { 200: one } } },
    async (request) => {
      const airplane = await airplaneById(app.db, request.params.id);
      const actor = await actorFor(request, airplane.companyId);
      authorize(actor, 'update', airplane);
      const updated = await app.db.transaction(async (tx) => {
        const changed = await updateAirplane(tx, airplane, request.body);
        await auditRow(tx, request, 'airplane', 'updated', airplane, { before: plain(airplane), after: plain(changed) });
        return changed;
      });
      const data = await presentOneAirplane(app.db, updated, {
        userId: currentUser(request).id,
        permissions: (row) => fleetPermissions(actor, row),
      });
      return { data };
    },
  );

  app.delete('/api/airplanes/:id', { config, schema: { tags, params } }, async (request, reply) => {
    const airplane = await airplaneById(app.db, request.params.id);
    authorize(await actorFor(request, airplane.companyId), 'delete', airplane);
    await app.db.transaction(async (tx) => {
      const files = await filesOfAirplane(tx, airplane);
      await tx.delete(airplanes).where(eq(airplanes.id, airplane.id));
      await deleteFiles(tx, files);
      await auditRow(tx, request, 'airplane', 'deleted', airplane, { before: plain(airplane) });
    });
    return reply.code(204).send();
  });
};

export default airplaneRoutes;
