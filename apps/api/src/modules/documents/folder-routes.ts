import {
  documentFolderCreateSchema,
  documentFolderDeleteQuerySchema,
  documentFolderSchema,
  documentFolderUpdateSchema,
  idParam,
} from '@portal/contracts';
import { documentMessages } from '@portal/contracts/documents-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { conflict, notFound } from '../../lib/errors';
import { companyAccess } from '../../plugins/tenancy';
import { auditRow } from '../audit';
import { currentUser } from '../auth';
import { deleteDocuments } from './documents';
import { companyFolders, createFolder, deleteFolder, documentCounts, folderContents, updateFolder } from './folders';
import { authorize, readsFolder } from './policy';
import { presentFolder } from './presenter';
import { folderFor } from './scope';

const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });
const config = { guard: 'user' } as const;
const tags = ['documents'];
const oneFolder = z.object({ data: documentFolderSchema });

/** The document manager's folders: every member lists those meant for them; admins create, change and delete. */
const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:company_id/documentFolders',
    { config, schema: { tags, params: companyParams, response: { 200: z.object({ data: z.array(documentFolderSchema) }) } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      const folders = (await companyFolders(app.db, access.company.id)).filter((folder) => readsFolder(actor, folder));
      const counts = await documentCounts(
        app.db,
        folders.map((folder) => folder.id),
      );
      return { data: folders.map((folder) => presentFolder(folder, counts.get(folder.id) ?? 0, actor)) };
    },
  );

  app.post(
    '/api/companies/:company_id/documentFolders',
    { config, schema: { tags, params: companyParams, body: documentFolderCreateSchema, response: { 201: oneFolder } } },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      authorize(actor, 'manage');
      const folder = await app.db.transaction(async (tx) => {
        const row = await createFolder(tx, access.company.id, request.body);
        await auditRow(tx, request, 'document_folder', 'created', row, { after: request.body });
        return row;
      });
      const [found] = (await companyFolders(app.db, access.company.id)).filter((row) => row.id === folder.id);
      if (!found) throw notFound();
      return reply.code(201).send({ data: presentFolder(found, 0, actor) });
    },
  );

  app.patch(
    '/api/documentFolders/:id',
    { config, schema: { tags, params, body: documentFolderUpdateSchema, response: { 200: oneFolder } } },
    async (request) => {
      const { folder, actor } = await folderFor(app, request, request.params.id, 'update');
      await app.db.transaction(async (tx) => {
        const row = await updateFolder(tx, folder, request.body);
        await auditRow(tx, request, 'document_folder', 'updated', row, { after: request.body });
      });
      const [found] = (await companyFolders(app.db, folder.companyId)).filter((row) => row.id === folder.id);
      if (!found) throw notFound();
      const counts = await documentCounts(app.db, [folder.id]);
      return { data: presentFolder(found, counts.get(folder.id) ?? 0, actor) };
    },
  );

  app.delete(
    '/api/documentFolders/:id',
    { config, schema: { tags, params, querystring: documentFolderDeleteQuerySchema } },
    async (request, reply) => {
      const { folder } = await folderFor(app, request, request.params.id, 'delete');
      await app.db.transaction(async (tx) => {
        const contents = await folderContents(tx, folder.id);
        const held = contents.documents + contents.subFolders;
        if (held > 0 && !request.query.with_contents) throw conflict(documentMessages.folderNotEmpty(held));
        await deleteFolder(tx, folder.id);
        await deleteDocuments(tx, [], contents.fileIds);
        await auditRow(tx, request, 'document_folder', 'deleted', folder, { before: { name: folder.name, ...contents } });
      });
      return reply.code(204).send();
    },
  );
};

export default folderRoutes;
