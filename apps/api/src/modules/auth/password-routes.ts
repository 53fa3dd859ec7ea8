import { forgotPasswordRequestSchema, messageSchema, resetPasswordRequestSchema } from '@portal/contracts';
import { identityMessages as says } from '@portal/contracts/identity-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestPasswordReset, resetPassword } from './password-reset';
import { accountKey, addressKey, PASSWORD_RESET_ADDRESS_RULE, PASSWORD_RESET_RULE } from './throttle-rules';

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot-password',
    {
      config: { guard: 'public' },
      schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await app.throttle.consume(addressKey('forgot-password', request.ip), PASSWORD_RESET_ADDRESS_RULE);
      await app.throttle.consume(accountKey('forgot-password', request.body.email, request.ip), PASSWORD_RESET_RULE);
      await requestPasswordReset(request, request.body.email);
      return says.resetLinkSent;
    },
  );

  app.post(
    '/reset-password',
    {
      config: { guard: 'public' },
      schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await resetPassword(request, request.body);
      return says.passwordReset;
    },
  );
};

export default passwordRoutes;
