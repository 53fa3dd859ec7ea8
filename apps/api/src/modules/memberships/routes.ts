import { idParam, membershipSchema, membershipShowQuerySchema, membershipUpdateSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../audit';
import { membershipFor } from './access';
import { answerInvitation } from './answer-invitation';
import { approveMembership } from './approve-membership';
import { optionsFrom, presentMembership } from './presenter';
import { findMembershipRecord } from './queries';
import { removeMembership } from './remove-membership';
import { updateMembership } from './update-membership';

const params = z.object({ id: idParam });
const one = z.object({ data: membershipSchema });

/** A membership reached by its own id. */
const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { guard: 'user' } as const;
  const tags = ['memberships'];

  app.get(
    '/api/memberships/:id',
    { config, schema: { tags, params, querystring: membershipShowQuerySchema, response: { 200: one } } },
    async (request) => {
      const { record, viewer } = await membershipFor(request, request.params.id, 'view');
      return { data: presentMembership(record, viewer, optionsFrom(request.query)) };
    },
  );

  app.patch(
    '/api/memberships/:id',
    { config, schema: { tags, params, body: membershipUpdateSchema, response: { 200: one } } },
    async (request) => {
      const { record, viewer, user } = await membershipFor(request, request.params.id, 'update');
      const isOwn = record.membership.userId === user.id;
      await app.db.transaction((tx) =>
        updateMembership(tx, record.membership, request.body, { actor: auditActor(request), isOwn }),
      );
      return { data: presentMembership(await findMembershipRecord(app.db, record.membership.id), viewer) };
    },
  );

  app.delete(
    '/api/memberships/:id',
    { config, schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      const { record } = await membershipFor(request, request.params.id, 'delete');
      await app.db.transaction((tx) => removeMembership(tx, record.membership, auditActor(request)));
      return reply.code(204).send(null);
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(`/api/memberships/:id/${answer}`, { config, schema: { tags, params, response: { 200: one } } }, async (request) => {
      const { record, viewer, user } = await membershipFor(request, request.params.id, 'answer');
      const answered = await app.db.transaction((tx) =>
        answerInvitation(tx, record.membership, user, answer, auditActor(request)),
      );
      return { data: presentMembership({ ...record, membership: answered }, viewer) };
    });
  }

  app.post('/api/memberships/:id/approve', { config, schema: { tags, params, response: { 200: one } } }, async (request) => {
    const { record, viewer } = await membershipFor(request, request.params.id, 'update');
    const approved = await app.db.transaction((tx) => approveMembership(tx, request, record, auditActor(request)));
    return { data: presentMembership({ ...record, membership: approved }, viewer) };
  });
};

export default membershipRoutes;
