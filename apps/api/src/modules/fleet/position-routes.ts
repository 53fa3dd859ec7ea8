import { idParam, positionCreateSchema, positionListQuerySchema, positionSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowAccess } from '../../plugins/tenancy';
import { currentUser } from '../auth';
import { airplaneById } from './airplane-service';
import { positionTrack, reportPosition } from './positions';
import { presentPosition } from './presenter';

const params = z.object({ id: idParam });
const config = { guard: 'user' } as const;
const tags = ['fleet'];

/** Where the aircraft is: any member (or a tracker signed in with a member's token) reports; members read the track. */
const positionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/airplanes/:id/positions',
    {
      config,
      schema: {
        tags,
        params,
        querystring: positionListQuerySchema,
        response: { 200: z.object({ data: z.array(positionSchema) }) },
      },
    },
    async (request) => {
      const airplane = await airplaneById(app.db, request.params.id);
      await rowAccess(request, airplane.companyId);
      const rows = await positionTrack(app.db, airplane, request.query);
      return { data: rows.map(presentPosition) };
    },
  );

  app.post(
    '/api/airplanes/:id/positions',
    { config, schema: { tags, params, body: positionCreateSchema, response: { 201: z.object({ data: positionSchema }) } } },
    async (request, reply) => {
      const airplane = await airplaneById(app.db, request.params.id);
      await rowAccess(request, airplane.companyId);
      const row = await reportPosition(app.db, airplane, currentUser(request).id, request.body);
      return reply.code(201).send({ data: presentPosition(row) });
    },
  );
};

export default positionRoutes;
