import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { rowAccess } from '../../plugins/tenancy';
import { currentUser } from '../auth';
import { findDocument } from './documents';
import { findFolder } from './folders';
import { authorize, type DocumentAction } from './policy';

/** The folder and the caller once tenancy and the policy allow `action` (a folder not meant for the caller is 404). */
export async function folderFor(app: FastifyInstance, request: FastifyRequest, id: number, action: DocumentAction) {
  const folder = await findFolder(app.db, id);
  if (!folder) throw notFound();
  const actor = actorOf(await rowAccess(request, folder.companyId), currentUser(request));
  authorize(actor, action, folder);
  return { folder, actor };
}

/** The document, its folder and the caller once the folder allows `action`. */
export async function documentFor(app: FastifyInstance, request: FastifyRequest, id: number, action: DocumentAction) {
  const document = await findDocument(app.db, id);
  if (!document) throw notFound();
  const { folder, actor } = await folderFor(app, request, document.folderId, action);
  return { document, folder, actor };
}
