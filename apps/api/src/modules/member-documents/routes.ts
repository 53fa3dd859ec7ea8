import { idParam, memberDocumentSchema, memberDocumentUploadQuerySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditRow } from '../audit';
import { currentUser } from '../auth';
import { acceptUploads, fileInfo, readUpload, sendFile } from '../files';
import { addMemberDocument, deleteMemberDocument, listMemberDocuments } from './member-documents';
import { presentMemberDocument } from './presenter';
import { memberDocumentFor, papersOf } from './scope';

const params = z.object({ id: idParam });
const config = { guard: 'user' } as const;
const tags = ['member documents'];

/**
 * A member's papers with expiry (licence copy, medical, ZÜP, other), kept per membership: listed,
 * uploaded (multipart, field `file`), downloaded and deleted by the member and their company's admins.
 */
const memberDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);

  app.get(
    '/api/memberships/:id/documents',
    { config, schema: { tags, params, response: { 200: z.object({ data: z.array(memberDocumentSchema) }) } } },
    async (request) => {
      const { membership, viewer, today } = await papersOf(request, request.params.id, 'list');
      const rows = await listMemberDocuments(app.db, membership.id);
      return { data: rows.map((row) => presentMemberDocument(row, viewer, membership, today)) };
    },
  );

  app.post(
    '/api/memberships/:id/documents',
    {
      config,
      schema: {
        tags,
        params,
        querystring: memberDocumentUploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: memberDocumentSchema }) },
      },
    },
    async (request, reply) => {
      const { membership, viewer, today } = await papersOf(request, request.params.id, 'upload');
      const upload = await readUpload(request, 'document');
      const { kind, expires_on: expiresOn = null } = request.query;
      const row = await app.db.transaction(async (tx) => {
        const added = await addMemberDocument(tx, membership, currentUser(request).id, upload, { kind, expiresOn });
        await auditRow(tx, request, 'member_document', 'created', added, {
          after: { membership_id: membership.id, kind, expires_on: expiresOn },
        });
        return added;
      });
      const withFile = { ...row, contentType: upload.contentType, byteSize: upload.content.length };
      return reply.code(201).send({ data: presentMemberDocument(withFile, viewer, membership, today) });
    },
  );

  app.get('/api/memberDocuments/:id/file', { config, schema: { tags, params } }, async (request, reply) => {
    const { document } = await memberDocumentFor(request, request.params.id, 'download');
    return sendFile(app.db, request, reply, await fileInfo(app.db, document.fileId), document.fileName);
  });

  app.delete('/api/memberDocuments/:id', { config, schema: { tags, params } }, async (request, reply) => {
    const { document } = await memberDocumentFor(request, request.params.id, 'delete');
    await app.db.transaction(async (tx) => {
      await deleteMemberDocument(tx, document);
      await auditRow(tx, request, 'member_document', 'deleted', document, {
        before: { membership_id: document.membershipId, kind: document.kind, expires_on: document.expiresOn },
      });
    });
    return reply.code(204).send();
  });
};

export default memberDocumentRoutes;
