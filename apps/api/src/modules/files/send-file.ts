import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { fileContent, type StoredFileInfo } from './stored-files';

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
 * Sends a stored file whose access the caller has checked. A file never changes (a replacement is a
 * new id), so the browser may keep it; the type was sniffed at upload.
 */
export async function sendStoredFile(db: Executor, request: FastifyRequest, reply: FastifyReply, info: StoredFileInfo) {
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
  return reply.type(info.contentType).send(await fileContent(db, info.id));
}
