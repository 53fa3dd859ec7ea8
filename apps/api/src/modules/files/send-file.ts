import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { fileContent, type StoredFileInfo } from './stored-files';

/**
 * Nothing runs in a served file: no script, and `sandbox` gives it an opaque origin besides, so even a file
 * a browser mistook for a page could not reach the app's cookies or API. Chrome's PDF viewer needs the file
 * as plugin data and inline styles, and refuses to open in a sandbox that forbids scripts to its own
 * viewer, so PDFs keep the viewer (`allow-scripts` applies to Chrome's viewer only: `default-src 'none'`
 * still forbids any script from the file).
 */
const FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";
const policyFor = (type: string) => `${FILE_POLICY}; sandbox${type === 'application/pdf' ? ' allow-scripts' : ''}`;

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

/** The name a download is saved under: the uploader's name, if the owner kept one, in ASCII and as RFC 5987 UTF-8. */
function disposition(info: StoredFileInfo, name?: string) {
  const extension = EXTENSIONS[info.contentType];
  const mode = inline(info.contentType) ? 'inline' : 'attachment';
  const base = name?.replace(/\.[a-z0-9]{1,5}$/i, '');
  if (!base) return `${mode}; filename="file-${info.id}.${extension}"`;
  const ascii = base.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${mode}; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${base}.${extension}`)}`;
}

/**
 * Sends a stored file whose access the caller checked. A file never changes (a replacement is a new id),
 * so the browser may keep it; the type was sniffed at upload and is the only one ever sent.
 */
export async function sendFile(db: Executor, request: FastifyRequest, reply: FastifyReply, info: StoredFileInfo, name?: string) {
  const etag = `"${info.sha256}"`;
  reply
    .header('cache-control', 'private, max-age=86400, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', policyFor(info.contentType))
    .header('etag', etag)
    .header('content-disposition', disposition(info, name));
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(info.contentType).send(await fileContent(db, info.id));
}
