import { idParam, oneOf, sharedTrackSchema, trackShareSchema, trackTokenParam } from '@portal/contracts';
import { trackMessages as says } from '@portal/contracts/track-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrl } from '../../lib/app-url';
import { notFound } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/tokens';
import { authorizeChange, trackPlace } from './policy';
import { presentSharedTrack } from './presenter';
import { setShareTokenHash, trackById, trackByTokenHash } from './queries';

const tags = ['tracks'];
const params = z.object({ id: idParam });

/**
 * Sharing a track by a secret link: a new link replaces the last one, DELETE revokes it. Only the
 * token's hash is kept, so the link is shown once; it starts at APP_URL, never at the request's Host.
 */
const trackShareRoutes: FastifyPluginAsyncZod = async (app) => {
  async function changeableTrack(request: Parameters<typeof trackPlace>[0], id: number) {
    const row = await trackById(app.db, id);
    if (!row) throw notFound();
    authorizeChange(await trackPlace(request, row));
    return row;
  }

  app.post(
    '/api/tracks/:id/share',
    { config: { guard: 'user' }, schema: { tags, params, response: { 201: oneOf(trackShareSchema) } } },
    async (request, reply) => {
      const row = await changeableTrack(request, request.params.id);
      const token = randomToken();
      await setShareTokenHash(app.db, row.id, sha256(token));
      return reply.code(201).send({ data: { url: appUrl(request, `/shared/tracks/${token}`) } });
    },
  );

  app.delete('/api/tracks/:id/share', { config: { guard: 'user' }, schema: { tags, params } }, async (request, reply) => {
    const row = await changeableTrack(request, request.params.id);
    await setShareTokenHash(app.db, row.id, null);
    return reply.code(204).send();
  });

  app.get(
    '/api/shared/tracks/:token',
    {
      config: { guard: 'public' },
      schema: { tags, params: z.object({ token: trackTokenParam }), response: { 200: oneOf(sharedTrackSchema) } },
    },
    async (request) => {
      const row = await trackByTokenHash(app.db, sha256(request.params.token));
      if (!row) throw notFound(says.notShared);
      return { data: presentSharedTrack(row) };
    },
  );
};

export default trackShareRoutes;
