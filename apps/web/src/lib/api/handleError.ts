import { i18n } from '../i18n';
import { isConnectionLost } from '../offline/connection';
import { toast } from '../toast';
import { ApiError, defaultMessageKey } from './errors';

/**
 * Errors nobody handled locally: 429 and other failures toast the server's
 * message or the translated default; 419 warns; 401 and 503 are the shell's (see useApiErrorRedirects).
 * No answer at all (offline, or a proxy without its server) is said once, however many reads failed:
 * offline, the pages show what the local copy holds and the reads it does not hold fail.
 */
export function toastApiError(error: unknown) {
  if (isConnectionLost(error)) {
    toast.warning(i18n.t('errors.connectionLost'), { id: 'connection-lost' });
    return;
  }
  if (!(error instanceof ApiError)) {
    toast.error(i18n.t('errors.unknown'));
    return;
  }
  if (error.status < 400 || error.status === 401 || error.status === 503) return;
  if (error.status === 419) {
    toast.warning(i18n.t('errors.csrf'));
    return;
  }
  toast.error(error.message || i18n.t(defaultMessageKey(error.status)));
}
