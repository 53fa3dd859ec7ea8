import { airplaneDocumentCreateSchema, airplaneDocumentSchema, airplaneDocumentUpdateSchema, idParam } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { airplaneDocuments } from '../../db/schema';
import { todayIn } from '../../lib/dates';
import { rowAccess } from '../../plugins/tenancy';
import { auditRow } from '../audit';
import { deleteFiles } from '../files';
import { actorFor } from './access';
import { airplaneById } from './airplane-service';
import { createDocument, documentById, listDocuments, presentDocument, updateDocument } from './documents';
import { authorize } from './policy';

const params = z.object({ id: idParam });
const one = z.object({ data: airplaneDocumentSchema });
const config = { guard: 'user' } as const;
const tags = ['fleet'];

/** The airplane document manager: papers with expiry dates; admins keep them, members read them. */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/airplanes/:id/documents',
    { config, schema: { tags, params, response: { 200: z.object({ data: z.array(airplaneDocumentSchema) }) } } },
    async (request) => {
      const airplane = await airplaneById(app.db, request.params.id);
      const access = await rowAccess(request, airplane.companyId);
      const today = todayIn(access.company.timezone);
      return { data: (await listDocuments(app.db, airplane)).map((row) => presentDocument(row, today)) };
    },
  );

  app.post(
    '/api/airplanes/:id/documents',
    { config, schema: { tags, params, body: airplaneDocumentCreateSchema, response: { 201: one } } },
    async (request, reply) => {
      const airplane = await airplaneById(app.db, request.params.id);
      const actor = await actorFor(request, airplane.companyId);
      authorize(actor, 'update', airplane);
      const document = await app.db.transaction(async (tx) => {
        const created = await createDocument(tx, airplane, request.body);
        await auditRow(tx, request, 'airplane_document', 'created', created, { after: request.body });
        return created;
      });
      return reply.code(201).send({ data: presentDocument(document, todayIn(actor.access.company.timezone)) });
    },
  );

  app.patch(
    '/api/airplaneDocuments/:id',
    { config, schema: { tags, params, body: airplaneDocumentUpdateSchema, response: { 200: one } } },
    async (request) => {
      const document = await documentById(app.db, request.params.id);
      const actor = await actorFor(request, document.companyId);
      authorize(actor, 'update', document);
      const updated = await app.db.transaction(async (tx) => {
        const changed = await updateDocument(tx, document, request.body);
        await auditRow(tx, request, 'airplane_document', 'updated', document, { before: document, after: changed });
        return changed;
      });
      return { data: presentDocument(updated, todayIn(actor.access.company.timezone)) };
    },
  );

  app.delete('/api/airplaneDocuments/:id', { config, schema: { tags, params } }, async (request, reply) => {
    const document = await documentById(app.db, request.params.id);
    authorize(await actorFor(request, document.companyId), 'delete', document);
    await app.db.transaction(async (tx) => {
      await tx.delete(airplaneDocuments).where(eq(airplaneDocuments.id, document.id));
      await deleteFiles(tx, [document.fileId]);
      await auditRow(tx, request, 'airplane_document', 'deleted', document, { before: document });
    });
    return reply.code(204).send();
  });
};

export default documentRoutes;
