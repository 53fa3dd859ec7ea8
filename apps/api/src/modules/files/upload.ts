import fastifyMultipart from '@fastify/multipart';
import { fileMessages as says } from '@portal/contracts/file-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../../lib/errors';
import { acceptedAs, MAX_DOCUMENT_BYTES, maxBytesFor, maxBytesOf, sniffContentType, type UploadKind } from './sniff';
import type { Upload } from './stored-files';

/** The form field an upload comes in. */
export const UPLOAD_FIELD = 'file';

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** Multipart parsing for the routes registered in this scope: one file, at most the largest a document may be. */
export async function acceptUploads(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 0, parts: 1 },
    throwFileSizeLimit: false,
  });
}

/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const refusals: Record<UploadKind, typeof says.imageOnly> = {
  image: says.imageOnly,
  document: says.documentOnly,
  track: says.trackOnly,
};

/**
 * The uploaded file in the field `file`, checked by its first bytes, never by the type the browser
 * declared: images (JPEG, PNG, WebP) up to 5 MB, for documents PDF up to 10 MB as well, and flight
 * tracks (GPX, IGC, KML) up to 10 MB. A request that announces a larger body is refused before any of
 * it is read; one that does not is cut off at the limit.
 */
export async function readUpload(request: FastifyRequest, kind: UploadKind): Promise<Upload & { fileName: string }> {
  if (!request.isMultipart()) throw invalid(UPLOAD_FIELD, says.uploadMultipart);
  const announced = Number(request.headers['content-length'] ?? 0);
  if (announced > maxBytesFor(kind) + MULTIPART_OVERHEAD)
    throw invalid(UPLOAD_FIELD, says.tooLarge(megabytes(maxBytesFor(kind))));
  const file = await request.file();
  if (file?.fieldname !== UPLOAD_FIELD) throw invalid(UPLOAD_FIELD, says.fileMissing);
  const content = await file.toBuffer();
  if (file.file.truncated) throw invalid(UPLOAD_FIELD, says.tooLarge(megabytes(MAX_DOCUMENT_BYTES)));
  if (content.length === 0) throw invalid(UPLOAD_FIELD, says.empty);
  const contentType = sniffContentType(content);
  if (!contentType || !acceptedAs(kind, contentType)) throw invalid(UPLOAD_FIELD, refusals[kind]);
  const limit = maxBytesOf(contentType);
  if (content.length > limit) throw invalid(UPLOAD_FIELD, says.tooLarge(megabytes(limit)));
  return { content, contentType, fileName: file.filename.slice(0, 200) || 'track' };
}
