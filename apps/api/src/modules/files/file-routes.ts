import { idParam } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { rowAccess } from '../../plugins/tenancy';
import { fileContent, fileInfo } from './stored-files';

const params = z.object({ id: idParam });
const config = { guard: 'user' } as const;
/** Nothing runs in a served file; Chrome's PDF viewer needs the file as plugin data and inline styles. */
const FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/gpx+xml': 'gpx',
  'application/vnd.fai.igc': 'igc',
  'application/vnd.google-earth.kml+xml': 'kml',
};
/** Images and PDFs open in the browser; a track file is saved for a flight program. */
const inline = (type: string) => type.startsWith('image/') || type === 'application/pdf';

/**
 * Uploaded files, for the members of their company only (others hear 404); a file of no company
 * for its uploader only. A file never changes
 * (a replacement is a new id), so the browser may keep it; the type was sniffed at upload.
 */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/files/:id', { config, schema: { tags: ['files'], params } }, async (request, reply) => {
    const info = await fileInfo(app.db, request.params.id);
    if (info.companyId === null) {
      // The route's guard put the user on the request.
      if (info.uploadedByUserId !== request.user?.id) throw notFound();
    } else await rowAccess(request, info.companyId);
    const etag = `"${info.sha256}"`;
    reply
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_POLICY)
      .header('etag', etag)
      .header(
        'content-disposition',
        `${inline(info.contentType) ? 'inline' : 'attachment'}; filename="file-${info.id}.${EXTENSIONS[info.contentType]}"`,
      );
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(info.contentType).send(await fileContent(app.db, info.id));
  });
};

export default fileRoutes;
