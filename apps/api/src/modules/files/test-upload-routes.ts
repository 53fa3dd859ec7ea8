import { idParam, oneOf, storedFileSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { deleteFiles, fileInfo, fileUrl, storeFile } from './stored-files';
import { acceptUploads, readUpload } from './upload';

const config = { guard: 'super-admin' } as const;
const tags = ['files'];

/**
 * The file store's round trip for `/dev/test-media-upload`: a super-admin stores a document or image of
 * no company (served to them alone), reads it back and deletes it.
 */
const testUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);

  app.post(
    '/api/files',
    { config, schema: { tags, consumes: ['multipart/form-data'], response: { 201: oneOf(storedFileSchema) } } },
    async (request, reply) => {
      const upload = await readUpload(request, 'document');
      const stored = await storeFile(app.db, null, request.user?.id ?? 0, upload);
      return reply.code(201).send({
        data: {
          id: stored.id,
          url: fileUrl(stored.id) as string,
          content_type: stored.contentType,
          byte_size: stored.byteSize,
          sha256: stored.sha256,
        },
      });
    },
  );

  app.delete('/api/files/:id', { config, schema: { tags, params: z.object({ id: idParam }) } }, async (request, reply) => {
    const info = await fileInfo(app.db, request.params.id);
    if (info.companyId !== null || info.uploadedByUserId !== request.user?.id) throw notFound();
    await deleteFiles(app.db, [info.id]);
    return reply.code(204).send();
  });
};

export default testUploadRoutes;
