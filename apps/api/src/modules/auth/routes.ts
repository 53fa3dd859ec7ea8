import { loginRequestSchema, tokenResponseSchema, userSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies, currentUser, setSessionCookies } from '../../plugins/auth';
import { clientInfo, login } from './login';
import { presentUser } from './presenter';
import { createSession, deleteSession } from './sessions';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sanctum/csrf-cookie', { config: { guard: 'public' }, schema: { tags: ['auth'] } }, async (request, reply) => {
    if (request.session && request.authMode === 'cookie' && request.session.csrfToken) {
      setSessionCookies(request, reply, request.cookies.portal_session as string, request.session.csrfToken);
    } else {
      const { secret, csrfToken } = await createSession(app.db, null, clientInfo(request));
      setSessionCookies(request, reply, secret, csrfToken);
    }
    return reply.code(204).send();
  });

  app.post(
    '/login',
    {
      config: { guard: 'public' },
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: tokenResponseSchema, 204: z.null() } },
    },
    async (request, reply) => {
      const token = await login(request, reply, request.body);
      if (token) return { token };
      return reply.code(204).send(null);
    },
  );

  app.post('/logout', { config: { guard: 'user' }, schema: { tags: ['auth'] } }, async (request, reply) => {
    if (request.session) await deleteSession(app.db, request.session.idHash);
    if (request.authMode === 'cookie') clearSessionCookies(reply);
    return reply.code(204).send();
  });

  app.get(
    '/api/user',
    { config: { guard: 'user' }, schema: { tags: ['auth'], response: { 200: userSchema } } },
    async (request) => presentUser(currentUser(request)),
  );
};

export default authRoutes;
