import { idParam } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { rowAccess } from '../../plugins/tenancy';
import { sendFile } from './send-file';
import { fileInfo } from './stored-files';

const params = z.object({ id: idParam });
const config = { guard: 'user' } as const;

/**
 * Uploaded files, for the members of their company only (others hear 404); a file of no company
 * for its uploader only. A restricted file (a document in a folder for some roles) is served only by
 * its owner's route.
 */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/files/:id', { config, schema: { tags: ['files'], params } }, async (request, reply) => {
    const info = await fileInfo(app.db, request.params.id);
    if (info.restricted) throw notFound();
    if (info.companyId === null) {
      // The route's guard put the user on the request.
      if (info.uploadedByUserId !== request.user?.id) throw notFound();
    } else await rowAccess(request, info.companyId);
    return sendFile(app.db, request, reply, info);
  });
};

export default fileRoutes;
