import { airplaneDocumentSchema, airplaneSchema, idParam, squawkSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../lib/dates';
import { currentUser } from '../auth';
import { acceptUploads } from '../files';
import { actorFor } from './access';
import { airplaneById } from './airplane-service';
import { attachUpload, detachFile } from './attachments';
import { documentById, presentDocument } from './documents';
import { authorize, fleetPermissions } from './policy';
import { presentOneAirplane } from './present-airplanes';
import { presentSquawk, squawkById } from './squawks';

const params = z.object({ id: idParam });
const config = { guard: 'user' } as const;
const tags = ['fleet'];
const consumes = ['multipart/form-data'];

/**
 * Files of the fleet, uploaded as multipart form data in the field `file`: the aircraft's photo and
 * its documents' files (admins), a squawk's photo (whoever reported it, and admins).
 */
const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);

  app.post(
    '/api/airplanes/:id/photo',
    { config, schema: { tags, consumes, params, response: { 200: z.object({ data: airplaneSchema }) } } },
    async (request) => {
      const airplane = await airplaneById(app.db, request.params.id);
      const actor = await actorFor(request, airplane.companyId);
      authorize(actor, 'update', airplane);
      await attachUpload(request, 'airplane', airplane, airplane.photoFileId);
      const data = await presentOneAirplane(app.db, await airplaneById(app.db, airplane.id), {
        userId: currentUser(request).id,
        permissions: (row) => fleetPermissions(actor, row),
      });
      return { data };
    },
  );

  app.delete('/api/airplanes/:id/photo', { config, schema: { tags, params } }, async (request, reply) => {
    const airplane = await airplaneById(app.db, request.params.id);
    authorize(await actorFor(request, airplane.companyId), 'update', airplane);
    await detachFile(request, 'airplane', airplane, airplane.photoFileId);
    return reply.code(204).send();
  });

  app.post(
    '/api/squawks/:id/photo',
    { config, schema: { tags, consumes, params, response: { 200: z.object({ data: squawkSchema }) } } },
    async (request) => {
      const { squawk } = await squawkById(app.db, request.params.id);
      authorize(await actorFor(request, squawk.companyId), 'attach_photo', squawk);
      await attachUpload(request, 'squawk', squawk, squawk.photoFileId);
      return { data: presentSquawk(await squawkById(app.db, squawk.id)) };
    },
  );

  app.post(
    '/api/airplaneDocuments/:id/file',
    { config, schema: { tags, consumes, params, response: { 200: z.object({ data: airplaneDocumentSchema }) } } },
    async (request) => {
      const document = await documentById(app.db, request.params.id);
      const actor = await actorFor(request, document.companyId);
      authorize(actor, 'update', document);
      await attachUpload(request, 'airplane_document', document, document.fileId);
      return { data: presentDocument(await documentById(app.db, document.id), todayIn(actor.access.company.timezone)) };
    },
  );

  app.delete('/api/airplaneDocuments/:id/file', { config, schema: { tags, params } }, async (request, reply) => {
    const document = await documentById(app.db, request.params.id);
    authorize(await actorFor(request, document.companyId), 'update', document);
    await detachFile(request, 'airplane_document', document, document.fileId);
    return reply.code(204).send();
  });
};

export default attachmentRoutes;
