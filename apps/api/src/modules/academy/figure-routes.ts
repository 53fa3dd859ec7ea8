import { figureQuerySchema, idParam, questionSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { rowAccess } from '../../plugins/tenancy';
import { currentUser } from '../auth';
import { acceptUploads, fileInfo, sendFile } from '../files';
import { attachFigure, bankQuestionById, drewQuestion, questionById, removeFigure } from './figures';
import { authorize, authorizeFigure } from './policy';
import { presentQuestion } from './presenter';

const params = z.object({ id: idParam });
const config = { guard: 'user' } as const;
const tags = ['academy'];

/**
 * A question's figure: its keepers upload (multipart, field `file`: PNG, JPEG or WebP up to 5 MB),
 * replace and remove it; it is served to them and to members whose attempt drew the question.
 */
const figureRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);

  async function keptQuestion(request: Parameters<typeof currentUser>[0], id: number) {
    const question = await questionById(app.db, id);
    authorize(actorOf(await rowAccess(request, question.companyId), currentUser(request)), 'keep_bank');
    return question;
  }

  app.post(
    '/api/questions/:id/figure',
    {
      config,
      schema: { tags, consumes: ['multipart/form-data'], params, response: { 200: z.object({ data: questionSchema }) } },
    },
    async (request) => {
      await attachFigure(request, await keptQuestion(request, request.params.id));
      return { data: presentQuestion(await bankQuestionById(app.db, request.params.id)) };
    },
  );

  app.delete('/api/questions/:id/figure', { config, schema: { tags, params } }, async (request, reply) => {
    await removeFigure(request, await keptQuestion(request, request.params.id));
    return reply.code(204).send();
  });

  app.get(
    '/api/questions/:id/figure',
    { config, schema: { tags, params, querystring: figureQuerySchema } },
    async (request, reply) => {
      const question = await questionById(app.db, request.params.id);
      const actor = actorOf(await rowAccess(request, question.companyId), currentUser(request));
      const membershipId = actor.access.membership?.id;
      const drawn = membershipId !== undefined && (await drewQuestion(app.db, membershipId, question.id));
      authorizeFigure(actor, drawn);
      if (question.figureFileId === null) throw notFound();
      return sendFile(app.db, request, reply, await fileInfo(app.db, question.figureFileId));
    },
  );
};

export default figureRoutes;
