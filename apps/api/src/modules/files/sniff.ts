/** What may be uploaded: images for photos, and PDF besides for documents; flight tracks apart. */
export type UploadKind = 'image' | 'document' | 'track';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const TRACK_TYPES = ['application/gpx+xml', 'application/vnd.fai.igc', 'application/vnd.google-earth.kml+xml'] as const;
export const FILE_TYPES = [...IMAGE_TYPES, 'application/pdf', ...TRACK_TYPES] as const;
export type StoredContentType = (typeof FILE_TYPES)[number];
export type TrackContentType = (typeof TRACK_TYPES)[number];

/** The largest file of each content type (the database checks the same). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_TRACK_BYTES = 10 * 1024 * 1024;
export const maxBytesOf = (type: StoredContentType) =>
  type === 'application/pdf' ? MAX_DOCUMENT_BYTES : isTrack(type) ? MAX_TRACK_BYTES : MAX_IMAGE_BYTES;
/** The largest file an upload of that kind may bring. */
export const maxBytesFor = (kind: UploadKind) =>
  kind === 'image' ? MAX_IMAGE_BYTES : kind === 'track' ? MAX_TRACK_BYTES : MAX_DOCUMENT_BYTES;

export const isTrack = (type: StoredContentType): type is TrackContentType => (TRACK_TYPES as readonly string[]).includes(type);

const startsWith = (content: Buffer, bytes: number[], at = 0) => bytes.every((byte, i) => content[at + i] === byte);
const ascii = (text: string) => [...text].map((letter) => letter.charCodeAt(0));

/** The content type the first bytes show, whatever the browser declared; null for anything else. */
export function sniffContentType(content: Buffer): StoredContentType | null {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(content, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(content, ascii('%PDF-'))) return 'application/pdf';
  return sniffTrack(content);
}

/** The root element of an XML file, past its declaration, comments and doctype (namespace prefix dropped). */
const XML_ROOT = /^(?:\s*<\?[^>]*\?>|\s*<!--[\s\S]*?-->|\s*<![^>]*>)*\s*<(?:[\w.-]+:)?([\w.-]+)[\s/>]/;
/** An IGC file opens with its A record (manufacturer and logger) and holds B records (fixes). */
const IGC_START = /^A[A-Z0-9]{3}/;

function sniffTrack(content: Buffer): TrackContentType | null {
  const head = content
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const root = XML_ROOT.exec(head)?.[1]?.toLowerCase();
  if (root === 'gpx') return 'application/gpx+xml';
  if (root === 'kml') return 'application/vnd.google-earth.kml+xml';
  if (IGC_START.test(head) && /^B\d{6}/m.test(content.subarray(0, 65536).toString('latin1'))) return 'application/vnd.fai.igc';
  return null;
}

/** Whether a file of that content type may be uploaded as that kind. */
export const acceptedAs = (kind: UploadKind, type: StoredContentType) =>
  kind === 'track' ? isTrack(type) : !isTrack(type) && (kind === 'document' || type !== 'application/pdf');
