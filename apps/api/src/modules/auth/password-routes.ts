import { forgotPasswordRequestSchema, messageSchema, resetPasswordRequestSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestPasswordReset, resetPassword } from './password-reset';
import { accountKey, addressKey, PASSWORD_RESET_ADDRESS_RULE, PASSWORD_RESET_RULE } from './throttle-rules';

const RESET_LINK_SENT = 'If the address belongs to an account, we have emailed a password reset link.';

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
      return { message: RESET_LINK_SENT };
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
      return { message: 'Your password has been reset.' };
    },
  );
};

export default passwordRoutes;
