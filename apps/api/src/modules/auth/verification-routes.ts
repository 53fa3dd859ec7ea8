import { messageSchema } from '@portal/contracts';
import { identityMessages as says } from '@portal/contracts/identity-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ThrottleRule } from '../../plugins/rate-limit';
import { sendVerificationMail, verifyEmail } from './email-verification';
import { currentUser } from './plugin';

/** As Fortify: six verification mails a minute per account. */
const RESEND_RULE: ThrottleRule = { max: 6, windowMs: 60_000, message: says.verificationThrottled };

// A hash that does not fit makes an invalid link (403), as a wrong signature does.
const linkParams = z.object({ id: z.coerce.number().int().positive(), hash: z.string().max(128) });
const linkQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid format'),
});

/** Fortify's email verification: the signed link from the mail, and sending it again. */
const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email/verification-notification',
    { config: { guard: 'user' }, schema: { tags: ['auth'], response: { 202: messageSchema, 204: z.null() } } },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.emailVerifiedAt) return reply.code(204).send(null);
      await app.throttle.consume(`verification-mail:${user.id}`, RESEND_RULE);
      await app.db.transaction((tx) => sendVerificationMail(tx, request, user));
      return reply.code(202).send(says.verificationLinkSent);
    },
  );

  app.post(
    '/email/verify/:id/:hash',
    {
      config: { guard: 'public' },
      schema: { tags: ['auth'], params: linkParams, querystring: linkQuery, response: { 200: messageSchema } },
    },
    async (request) => {
      await app.db.transaction((tx) => verifyEmail(tx, app.config.SESSION_SECRET, { ...request.params, ...request.query }));
      return says.emailVerified;
    },
  );
};

export default verificationRoutes;
