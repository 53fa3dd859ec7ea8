import { calendarFeedSchema, idParam, userBookingSchema } from '@portal/contracts';
import { identityMessages as says } from '@portal/contracts/identity-messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrl } from '../../lib/app-url';
import { forbidden, notFound } from '../../lib/errors';
import { currentUser } from '../auth';
import { feedOwner, feedToken, renderFeed, renewNonce } from './calendar-feed';
import { mayListBookingsOf } from './policy';
import { listUserBookings } from './user-bookings';

const feedUrl = (request: FastifyRequest, token: string) => appUrl(request, `/api/calendar/${token}.ics`);

/** The feed URL is a lasting secret of the user: an impersonating admin must not walk away with it. */
function ownFeedUser(request: FastifyRequest): number {
  if (request.session?.impersonatorUserId) throw forbidden(says.feedWhileImpersonating);
  return currentUser(request).id;
}

/** The user's own bookings across companies, and the personal calendar feed. */
const userBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id/bookings',
    {
      config: { guard: 'user' },
      schema: {
        tags: ['booking'],
        params: z.object({ id: idParam }),
        querystring: z.object({
          from: z.iso.datetime({ offset: true }).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ data: z.array(userBookingSchema) }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!mayListBookingsOf(user, request.params.id)) throw forbidden();
      const from = request.query.from ? new Date(request.query.from) : new Date();
      return { data: await listUserBookings(app.db, request.params.id, from, request.query.limit) };
    },
  );

  app.get(
    '/api/user/calendar-feed',
    { config: { guard: 'user' }, schema: { tags: ['booking'], response: { 200: calendarFeedSchema } } },
    async (request) => {
      const userId = ownFeedUser(request);
      return { data: { url: feedUrl(request, await feedToken(app.db, app.config.SESSION_SECRET, userId)) } };
    },
  );

  app.post(
    '/api/user/calendar-feed',
    { config: { guard: 'user' }, schema: { tags: ['booking'], response: { 200: calendarFeedSchema } } },
    async (request) => {
      const userId = ownFeedUser(request);
      await renewNonce(app.db, userId);
      return { data: { url: feedUrl(request, await feedToken(app.db, app.config.SESSION_SECRET, userId)) } };
    },
  );

  app.get(
    '/api/calendar/:token',
    { config: { guard: 'public' }, schema: { tags: ['booking'], params: z.object({ token: z.string().max(200) }) } },
    async (request, reply) => {
      const token = request.params.token.replace(/\.ics$/, '');
      const userId = await feedOwner(app.db, app.config.SESSION_SECRET, token);
      const user = userId ? await app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) }) : undefined;
      if (!user) throw notFound();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(await renderFeed(app.db, user.id, user.name));
    },
  );
};

export default userBookingRoutes;
