import { i18n } from '../../../lib/i18n';

/** What the server accepts (it checks the file's first bytes; this only spares a pointless upload). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const DOCUMENT_ACCEPT = `application/pdf,${IMAGE_ACCEPT}`;
const MAX_IMAGE_MB = 5;
const MAX_DOCUMENT_MB = 10;

/** Why the chosen file cannot be uploaded, or null when it may go. */
export function uploadProblem(file: File, kind: 'image' | 'document'): string | null {
  const pdf = file.type === 'application/pdf';
  if (!IMAGE_ACCEPT.split(',').includes(file.type) && !(kind === 'document' && pdf)) {
    return i18n.t(kind === 'image' ? 'fleet:upload.imageOnly' : 'fleet:upload.documentOnly');
  }
  const limit = pdf ? MAX_DOCUMENT_MB : MAX_IMAGE_MB;
  if (file.size > limit * 1024 * 1024) return i18n.t('fleet:upload.tooLarge', { limit });
  if (file.size === 0) return i18n.t('fleet:upload.empty');
  return null;
}
