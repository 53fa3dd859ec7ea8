import { type Message, message } from './message';

/**
 * Every message the upload API sends, word for word, in English as Laravel does. Each has a stable
 * code and params the web translates by (apps/web/src/locales/de/errors.json and its en and no
 * siblings).
 */
export const fileMessages = {
  uploadMultipart: message('file.upload_multipart', {}, 'Upload the file as multipart form data in the field "file".'),
  fileMissing: message('file.file_missing', {}, 'Choose a file to upload.'),
  empty: message('file.empty', {}, 'The file is empty.'),
  imageOnly: message('file.image_only', {}, 'The file must be a JPEG, PNG or WebP image.'),
  documentOnly: message('file.document_only', {}, 'The file must be a PDF or a JPEG, PNG or WebP image.'),
  trackOnly: message('file.track_only', {}, 'The file is not a flight track: upload a GPX, IGC or KML file.'),
  tooLarge: (megabytes: number) => message('file.too_large', { megabytes }, `The file may not be larger than ${megabytes} MB.`),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
