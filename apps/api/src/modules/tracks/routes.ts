import { idParam, oneOf, trackSchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { acceptUploads } from '../files';
import { attachTrack } from './attach-track';
import { authorizeChange, entryPlace, flightPlace, type TrackPlace } from './policy';
import { presentTrack } from './presenter';
import { deleteTrackOf, trackOf } from './queries';

const config = { guard: 'user' } as const;
const tags = ['tracks'];
const params = z.object({ id: idParam });

/** The same three routes on a flight and on a logbook line; only how the place is found differs. */
const owners: [string, (request: FastifyRequest, id: number) => Promise<TrackPlace>][] = [
  ['/api/flights/:id/track', flightPlace],
  ['/api/logbook/entries/:id/track', entryPlace],
];

/**
 * A flight's or logbook line's track (multipart field `file`: GPX, IGC or KML up to 10 MB). An upload
 * replaces the track there was; GET answers null when there is none.
 */
const trackRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);

  for (const [path, placeOf] of owners) {
    app.get(path, { config, schema: { tags, params, response: { 200: oneOf(trackSchema.nullable()) } } }, async (request) => {
      const place = await placeOf(request, request.params.id);
      const row = await trackOf(app.db, place.owner);
      return { data: row ? presentTrack(row, place.mayChange) : null };
    });

    app.post(
      path,
      { config, schema: { tags, params, consumes: ['multipart/form-data'], response: { 201: oneOf(trackSchema) } } },
      async (request, reply) => {
        const place = await placeOf(request, request.params.id);
        authorizeChange(place);
        const row = await attachTrack(request, place.owner);
        return reply.code(201).send({ data: presentTrack(row, place.mayChange) });
      },
    );

    app.delete(path, { config, schema: { tags, params } }, async (request, reply) => {
      const place = await placeOf(request, request.params.id);
      authorizeChange(place);
      if (!(await deleteTrackOf(app.db, place.owner))) throw notFound();
      return reply.code(204).send();
    });
  }
};

export default trackRoutes;
