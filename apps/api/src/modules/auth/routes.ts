import {
  alreadyAuthenticatedSchema,
  loginRequestSchema,
  registerRequestSchema,
  tokenResponseSchema,
  userSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendVerificationMail } from './email-verification';
import { issueGuestCsrfToken } from './guest-csrf';
import { login } from './login';
import { clearSessionCookies, currentUser, setGuestCsrfCookie, setSessionCookies } from './plugin';
import { presentUser } from './presenter';
import { registerUser } from './register';
import { deleteSession } from './sessions';
import { startBrowserSession } from './sign-in';
import { addressKey, REGISTER_ADDRESS_RULE } from './throttle-rules';

/** Laravel's guest middleware: a signed-in browser is told so instead of signing in again. */
const signedInBrowser = (request: FastifyRequest) => request.authMode === 'cookie' && request.user !== null;
const ALREADY_AUTHENTICATED = { message: 'Already authenticated.' } as const;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sanctum/csrf-cookie', { config: { guard: 'public' }, schema: { tags: ['auth'] } }, async (request, reply) => {
    if (request.session && request.authMode === 'cookie' && request.session.csrfToken) {
      setSessionCookies(request, reply, request.cookies.portal_session as string, request.session.csrfToken);
    } else {
      setGuestCsrfCookie(request, reply, issueGuestCsrfToken(app.config.SESSION_SECRET));
    }
    return reply.code(204).send();
  });

  app.post(
    '/login',
    {
      config: { guard: 'public', tokenLogin: true },
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: z.union([tokenResponseSchema, alreadyAuthenticatedSchema]), 204: z.null() },
      },
    },
    async (request, reply) => {
      if (signedInBrowser(request) && !request.body.device_name) return ALREADY_AUTHENTICATED;
      const token = await login(request, reply, request.body);
      if (token) return { token };
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/register',
    {
      config: { guard: 'public' },
      schema: { tags: ['auth'], body: registerRequestSchema, response: { 200: alreadyAuthenticatedSchema, 201: userSchema } },
    },
    async (request, reply) => {
      if (signedInBrowser(request)) return ALREADY_AUTHENTICATED;
      await app.throttle.consume(addressKey('register', request.ip), REGISTER_ADDRESS_RULE);
      const user = await app.db.transaction(async (tx) => {
        const created = await registerUser(tx, request.body);
        await sendVerificationMail(tx, request, created);
        return created;
      });
      await startBrowserSession(request, reply, user.id);
      return reply.code(201).send(presentUser(user));
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
