import {
  idParam,
  movementQuerySchema,
  movementSchema,
  pprApproveSchema,
  pprCreateSchema,
  pprDeclineSchema,
  pprListQuerySchema,
  pprMovementSchema,
  pprRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { auditActor } from '../audit';
import { currentUser } from '../auth';
import { decidePpr } from './decide-ppr';
import { recordPprMovement } from './land-ppr';
import { movementsAt } from './movements';
import { operatorAccess } from './operator';
import { authorize } from './policy';
import { findPpr, listOperatorPprs, listOwnPprs, requestPpr } from './ppr-requests';
import { presentPpr } from './presenter';
import { recurringMovements } from './recurring-movements';

const params = z.object({ id: idParam });
const one = z.object({ data: pprRequestSchema });
const many = z.object({ data: z.array(pprRequestSchema) });

/** Prior permission requests and the movement list of an operator's airport. */
const pprRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { guard: 'user' } as const;
  const tags = ['fixedBaseOperators'];

  /** A PPR request the caller's operator membership may answer (another operator's is 404). */
  async function pprOfOperator(request: Parameters<typeof currentUser>[0], id: number) {
    const found = await findPpr(app.db, id);
    if (!found) throw notFound();
    const access = await operatorAccess(request, found.row.companyId, true);
    authorize(access, 'decide_pprs');
    return access;
  }

  app.get(
    '/api/fixedBaseOperators/:id/movements',
    {
      config,
      schema: {
        tags,
        description:
          'Arrivals and departures at the operator’s airport: approved PPRs, shared bookings of the companies based there, recurring flights.',
        params,
        querystring: movementQuerySchema,
        response: { 200: z.object({ data: z.array(movementSchema) }) },
      },
    },
    async (request) => {
      const access = await operatorAccess(request, request.params.id);
      const { from, to } = request.query;
      return { data: await movementsAt(app.db, access.company, new Date(from), new Date(to), [recurringMovements]) };
    },
  );

  app.get(
    '/api/fixedBaseOperators/:id/pprRequests',
    { config, schema: { tags, params, querystring: pprListQuerySchema, response: { 200: many } } },
    async (request) => {
      await operatorAccess(request, request.params.id);
      const rows = await listOperatorPprs(app.db, request.params.id, request.query.status);
      return { data: rows.map(({ row, pilot }) => presentPpr(row, pilot)) };
    },
  );

  app.post(
    '/api/fixedBaseOperators/:id/pprRequests',
    {
      config,
      schema: {
        tags,
        description: 'Any signed-in pilot asks the operator for permission to land.',
        params,
        body: pprCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { row, pilot } = await app.db.transaction((tx) =>
        requestPpr(tx, request.params.id, { id: user.id, name: user.name, email: user.email }, request.body, auditActor(request)),
      );
      return reply.code(201).send({ data: presentPpr(row, pilot) });
    },
  );

  app.get('/api/user/pprRequests', { config, schema: { tags, response: { 200: many } } }, async (request) => {
    const rows = await listOwnPprs(app.db, currentUser(request).id);
    return { data: rows.map(({ row, pilot }) => presentPpr(row, pilot)) };
  });

  app.post(
    '/api/pprRequests/:id/approve',
    { config, schema: { tags, params, body: pprApproveSchema, response: { 200: one } } },
    async (request) => {
      const access = await pprOfOperator(request, request.params.id);
      const user = currentUser(request);
      const decision = { approve: true as const, pprNumber: request.body.ppr_number };
      const { row, pilot } = await app.db.transaction((tx) =>
        decidePpr(tx, access.company, request.params.id, decision, user.id, auditActor(request)),
      );
      return { data: presentPpr(row, pilot) };
    },
  );

  app.post(
    '/api/pprRequests/:id/decline',
    { config, schema: { tags, params, body: pprDeclineSchema, response: { 200: one } } },
    async (request) => {
      const access = await pprOfOperator(request, request.params.id);
      const user = currentUser(request);
      const decision = { approve: false as const, reason: request.body.reason };
      const { row, pilot } = await app.db.transaction((tx) =>
        decidePpr(tx, access.company, request.params.id, decision, user.id, auditActor(request)),
      );
      return { data: presentPpr(row, pilot) };
    },
  );

  for (const kind of ['arrived', 'departed'] as const) {
    app.post(
      `/api/pprRequests/:id/${kind}`,
      {
        config,
        schema: {
          tags,
          description:
            kind === 'arrived' ? 'Records the arrival and bills the landing fee by an issued invoice.' : 'Records the departure.',
          params,
          body: pprMovementSchema,
          response: { 200: one },
        },
      },
      async (request) => {
        const access = await pprOfOperator(request, request.params.id);
        const at = request.body.at ? new Date(request.body.at) : new Date();
        const { row, pilot } = await app.db.transaction((tx) =>
          recordPprMovement(tx, access.company, request.params.id, kind, at, auditActor(request)),
        );
        return { data: presentPpr(row, pilot) };
      },
    );
  }
};

export default pprRoutes;
