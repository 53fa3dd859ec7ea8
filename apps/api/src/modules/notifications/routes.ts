import { idParam } from '@portal/contracts';
import { notificationListSchema } from '@portal/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth';
import { listInbox, markAllRead, markRead } from './inbox';

/** The caller's own inbox behind the navbar's bell. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { guard: 'user' } as const;
  const tags = ['notifications'];

  app.get('/api/notifications', { config, schema: { tags, response: { 200: notificationListSchema } } }, async (request) =>
    listInbox(app.db, currentUser(request).id),
  );

  app.post(
    '/api/notifications/:id/read',
    { config, schema: { tags, params: z.object({ id: idParam }), response: { 204: z.null() } } },
    async (request, reply) => {
      await markRead(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post('/api/notifications/read-all', { config, schema: { tags, response: { 204: z.null() } } }, async (request, reply) => {
    await markAllRead(app.db, currentUser(request).id);
    return reply.code(204).send(null);
  });
};

export default notificationRoutes;
