import { idParam } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { rowAccess } from '../../plugins/tenancy';
import { sendStoredFile } from './send-file';
import { fileInfo } from './stored-files';

const params = z.object({ id: idParam });
const config = { guard: 'user' } as const;

export interface FileRoutesOptions {
  /** Whether the file belongs to an owner that serves it behind its own rules (not here, to anyone: 404). */
  servedByOwner: (db: Executor, fileId: number) => Promise<boolean>;
}

/**
 * Uploaded files, for the members of their company only (others hear 404); a file of no company
 * for its uploader only; a file whose owner serves it (a question's figure) only by that owner's route.
 */
const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, options) => {
  app.get('/api/files/:id', { config, schema: { tags: ['files'], params } }, async (request, reply) => {
    const info = await fileInfo(app.db, request.params.id);
    if (info.companyId === null) {
      // The route's guard put the user on the request.
      if (info.uploadedByUserId !== request.user?.id) throw notFound();
    } else await rowAccess(request, info.companyId);
    if (await options.servedByOwner(app.db, info.id)) throw notFound();
    return sendStoredFile(app.db, request, reply, info);
  });
};

export default fileRoutes;
