import fastifyMultipart from '@fastify/multipart';
import { fileMessages as says } from '@portal/contracts/file-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../../lib/errors';
import { acceptedAs, MAX_DOCUMENT_BYTES, maxBytesOf, sniffContentType, type UploadKind } from './sniff';
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

/**
 * The uploaded file in the field `file`, checked by its first bytes, never by the type the browser
 * declared: images (JPEG, PNG, WebP) up to 5 MB, and for documents PDF up to 10 MB as well.
 */
export async function readUpload(request: FastifyRequest, kind: UploadKind): Promise<Upload> {
  if (!request.isMultipart()) throw invalid(UPLOAD_FIELD, says.uploadMultipart);
  const file = await request.file();
  if (file?.fieldname !== UPLOAD_FIELD) throw invalid(UPLOAD_FIELD, says.fileMissing);
  const content = await file.toBuffer();
  if (file.file.truncated) throw invalid(UPLOAD_FIELD, says.tooLarge(megabytes(MAX_DOCUMENT_BYTES)));
  if (content.length === 0) throw invalid(UPLOAD_FIELD, says.empty);
  const contentType = sniffContentType(content);
  if (!contentType || !acceptedAs(kind, contentType)) {
    throw invalid(UPLOAD_FIELD, kind === 'image' ? says.imageOnly : says.documentOnly);
  }
  const limit = maxBytesOf(contentType);
  if (content.length > limit) throw invalid(UPLOAD_FIELD, says.tooLarge(megabytes(limit)));
  return { content, contentType };
}
