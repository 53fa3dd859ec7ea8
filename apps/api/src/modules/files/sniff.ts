/** What may be uploaded: images for photos, and PDF besides for documents. */
export type UploadKind = 'image' | 'document';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const FILE_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
export type StoredContentType = (typeof FILE_TYPES)[number];

/** The largest file of each content type (the database checks the same). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const maxBytesOf = (type: StoredContentType) => (type === 'application/pdf' ? MAX_DOCUMENT_BYTES : MAX_IMAGE_BYTES);

const startsWith = (content: Buffer, bytes: number[], at = 0) => bytes.every((byte, i) => content[at + i] === byte);
const ascii = (text: string) => [...text].map((letter) => letter.charCodeAt(0));

/** The content type the first bytes show, whatever the browser declared; null for anything else. */
export function sniffContentType(content: Buffer): StoredContentType | null {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(content, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(content, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** Whether a file of that content type may be uploaded as that kind. */
export const acceptedAs = (kind: UploadKind, type: StoredContentType) => kind === 'document' || type !== 'application/pdf';
