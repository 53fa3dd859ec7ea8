import { messageSchema, passwordUpdateSchema, profileUpdateSchema, sessionSchema, userSchema } from '@portal/contracts';
import { identityMessages } from '@portal/contracts/identity-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, presentUser } from '../auth';
import { listOwnSessions, revokeOwnSession } from './sessions';
import { updatePassword } from './update-password';
import { updateProfile } from './update-profile';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { guard: 'user' } as const;
  const tags = ['account'];

  app.put(
    '/api/user/profile-information',
    { config, schema: { tags, body: profileUpdateSchema, response: { 200: userSchema } } },
    async (request) => {
      return presentUser(await updateProfile(request, currentUser(request), request.body));
    },
  );

  app.put(
    '/api/user/password',
    { config, schema: { tags, body: passwordUpdateSchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      await updatePassword(request, reply, request.body);
      return identityMessages.passwordUpdated;
    },
  );

  app.get(
    '/api/user/sessions',
    { config, schema: { tags, response: { 200: z.object({ data: z.array(sessionSchema) }) } } },
    async (request) => ({ data: await listOwnSessions(request) }),
  );

  app.delete(
    '/api/user/sessions/:id',
    { config, schema: { tags, params: z.object({ id: z.string().max(64) }), response: { 204: z.null() } } },
    async (request, reply) => {
      await revokeOwnSession(request, reply, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default accountRoutes;
