import { i18n } from '../i18n';
import { toast } from '../toast';
import { ApiError, defaultMessageKey } from './errors';

/**
 * Errors nobody handled locally: 429 and other failures toast the server's
 * message or the translated default; 419 warns; 401 and 503 are the shell's (see useApiErrorRedirects).
 */
export function toastApiError(error: unknown) {
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
