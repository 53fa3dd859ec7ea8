/**
 * Every message the upload API sends, word for word, in English as Laravel does. The server words
 * its refusals with these; the web translates each one (its test sends every message here through
 * the web's tables).
 */
export const fileMessages = {
  uploadMultipart: 'Upload the file as multipart form data in the field "file".',
  fileMissing: 'Choose a file to upload.',
  empty: 'The file is empty.',
  imageOnly: 'The file must be a JPEG, PNG or WebP image.',
  documentOnly: 'The file must be a PDF or a JPEG, PNG or WebP image.',
  tooLarge: (megabytes: number) => `The file may not be larger than ${megabytes} MB.`,
} as const;
