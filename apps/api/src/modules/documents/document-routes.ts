import {
  documentAcknowledgementSchema,
  documentDetailSchema,
  documentListQuerySchema,
  documentReaderSchema,
  documentSchema,
  documentUpdateSchema,
  documentUploadQuerySchema,
  idParam,
} from '@portal/contracts';
import { documentMessages } from '@portal/contracts/documents-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { actorOf } from '../../lib/actor';
import { conflict, notFound } from '../../lib/errors';
import { companyAccess } from '../../plugins/tenancy';
import { auditRow } from '../audit';
import { currentUser } from '../auth';
import { acceptUploads, fileInfo, readUpload, sendFile } from '../files';
import {
  addVersion,
  createDocument,
  type DocumentRow,
  deleteDocuments,
  fileIdsOf,
  listDocuments,
  updateDocument,
  versionsOf,
} from './documents';
import { companyFolders, type FolderWithAccess } from './folders';
import { authorize, readsFolder } from './policy';
import { presentDocument, presentReader, presentVersion } from './presenter';
import { acknowledge, readersOf } from './readers';
import { documentFor, folderFor } from './scope';

const params = z.object({ id: idParam });
const versionParams = z.object({ id: idParam, version: idParam });
const companyParams = z.object({ company_id: idParam });
const config = { guard: 'user' } as const;
const tags = ['documents'];
const documentList = z.object({ data: z.array(documentSchema) });
const oneDocument = z.object({ data: documentDetailSchema });

/** Documents in the folders the caller reads: upload (multipart, field `file`), versions, moving, must-read confirmations. */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);

  async function presentOne(db: Executor, document: DocumentRow, folder: FolderWithAccess, actor: Actor) {
    const [row] = await listDocuments(db, {
      folderIds: [document.folderId],
      documentId: document.id,
      membershipId: actor.access.membership?.id ?? null,
    });
    if (!row) throw notFound();
    const versions = await versionsOf(db, document.id);
    return { data: { ...presentDocument(row, folder, actor), versions: versions.map((v) => presentVersion(document.id, v)) } };
  }

  app.get(
    '/api/companies/:company_id/documents',
    { config, schema: { tags, params: companyParams, querystring: documentListQuerySchema, response: { 200: documentList } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      const folders = new Map(
        (await companyFolders(app.db, access.company.id)).filter((f) => readsFolder(actor, f)).map((f) => [f.id, f]),
      );
      const membershipId = access.membership?.id ?? null;
      if (request.query.unread && membershipId === null) return { data: [] };
      const rows = await listDocuments(app.db, { folderIds: [...folders.keys()], ...request.query, membershipId });
      return { data: rows.map((row) => presentDocument(row, folders.get(row.document.folderId) as FolderWithAccess, actor)) };
    },
  );

  app.get(
    '/api/documentFolders/:id/documents',
    { config, schema: { tags, params, querystring: documentListQuerySchema, response: { 200: documentList } } },
    async (request) => {
      const { folder, actor } = await folderFor(app, request, request.params.id, 'read');
      const membershipId = actor.access.membership?.id ?? null;
      const rows = await listDocuments(app.db, { folderIds: [folder.id], ...request.query, membershipId });
      return { data: rows.map((row) => presentDocument(row, folder, actor)) };
    },
  );

  app.post(
    '/api/documentFolders/:id/documents',
    {
      config,
      schema: {
        tags,
        params,
        querystring: documentUploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: oneDocument },
      },
    },
    async (request, reply) => {
      const { folder, actor } = await folderFor(app, request, request.params.id, 'update');
      const upload = await readUpload(request, 'document');
      const name = request.query.name ?? (upload.fileName.replace(/\.[a-z0-9]{1,5}$/i, '').trim() || upload.fileName);
      const answer = await app.db.transaction(async (tx) => {
        const document = await createDocument(tx, folder, actor.userId, upload, {
          name,
          mustRead: request.query.must_read ?? false,
        });
        await auditRow(tx, request, 'document', 'created', document, { after: { name, folder_id: folder.id } });
        return presentOne(tx, document, folder, actor);
      });
      return reply.code(201).send(answer);
    },
  );

  app.get('/api/documents/:id', { config, schema: { tags, params, response: { 200: oneDocument } } }, async (request) => {
    const { document, folder, actor } = await documentFor(app, request, request.params.id, 'read');
    return presentOne(app.db, document, folder, actor);
  });

  app.patch(
    '/api/documents/:id',
    { config, schema: { tags, params, body: documentUpdateSchema, response: { 200: oneDocument } } },
    async (request) => {
      const { document, folder, actor } = await documentFor(app, request, request.params.id, 'update');
      let target = folder;
      if (request.body.folder_id !== undefined && request.body.folder_id !== folder.id) {
        const found = (await companyFolders(app.db, document.companyId)).find((f) => f.id === request.body.folder_id);
        if (!found) throw conflict(documentMessages.folderUnknown);
        authorize(actor, 'update', found);
        target = found;
      }
      return app.db.transaction(async (tx) => {
        const updated = await updateDocument(tx, document.id, request.body);
        await auditRow(tx, request, 'document', 'updated', updated, { after: request.body });
        return presentOne(tx, updated, target, actor);
      });
    },
  );

  app.delete('/api/documents/:id', { config, schema: { tags, params } }, async (request, reply) => {
    const { document } = await documentFor(app, request, request.params.id, 'delete');
    await app.db.transaction(async (tx) => {
      await deleteDocuments(tx, [document.id], await fileIdsOf(tx, document.id));
      await auditRow(tx, request, 'document', 'deleted', document, { before: { name: document.name } });
    });
    return reply.code(204).send();
  });

  app.post(
    '/api/documents/:id/versions',
    { config, schema: { tags, params, consumes: ['multipart/form-data'], response: { 201: oneDocument } } },
    async (request, reply) => {
      const { document, folder, actor } = await documentFor(app, request, request.params.id, 'update');
      const upload = await readUpload(request, 'document');
      const answer = await app.db.transaction(async (tx) => {
        const updated = await addVersion(tx, document.id, actor.userId, upload);
        await auditRow(tx, request, 'document', 'updated', updated, { after: { version: updated.currentVersion } });
        return presentOne(tx, updated, folder, actor);
      });
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/documents/:id/versions/:version/file',
    { config, schema: { tags, params: versionParams } },
    async (request, reply) => {
      const { document } = await documentFor(app, request, request.params.id, 'read');
      const version = (await versionsOf(app.db, document.id)).find((row) => row.version === request.params.version);
      if (!version) throw notFound();
      return sendFile(app.db, request, reply, await fileInfo(app.db, version.fileId), version.fileName);
    },
  );

  app.post(
    '/api/documents/:id/acknowledge',
    { config, schema: { tags, params, response: { 201: z.object({ data: documentAcknowledgementSchema }) } } },
    async (request, reply) => {
      const { document, actor } = await documentFor(app, request, request.params.id, 'acknowledge');
      if (!document.mustRead) throw conflict(documentMessages.notMustRead);
      const row = await acknowledge(app.db, document, actor.access.membership?.id as number);
      return reply
        .code(201)
        .send({ data: { document_id: document.id, version: row.version, read_at: row.acknowledgedAt.toISOString() } });
    },
  );

  app.get(
    '/api/documents/:id/readers',
    { config, schema: { tags, params, response: { 200: z.object({ data: z.array(documentReaderSchema) }) } } },
    async (request) => {
      const { document, folder } = await documentFor(app, request, request.params.id, 'see_readers');
      return { data: (await readersOf(app.db, document, folder)).map(presentReader) };
    },
  );
};

export default documentRoutes;
