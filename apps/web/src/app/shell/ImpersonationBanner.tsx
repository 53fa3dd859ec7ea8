import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { impersonationStatusQuery, STOP_RELOAD_DELAY_MS, stopImpersonating } from '../../features/admin';
import { isApiError } from '../../lib/api/errors';
import { localText } from '../../lib/api/messages';
import { formatClockDe } from '../../lib/i18n/format';
import { toast } from '../../lib/toast';

/** Shown while a super-admin acts as another user: who, since and until when, and a way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation(['common', 'errors']);
  const { data: status } = useQuery(impersonationStatusQuery);
  const stop = useMutation({
    mutationFn: stopImpersonating,
    meta: { silent: true },
    onSuccess: (result) => {
      toast.success(localText(result));
      window.setTimeout(() => window.location.reload(), STOP_RELOAD_DELAY_MS);
    },
    onError: (error) => toast.error((isApiError(error) && error.message) || t('impersonation.stopFailed')),
  });
  if (!status?.is_impersonating) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      role="status"
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => stop.mutate()} disabled={stop.isPending}>
          {t('impersonation.stop')}
        </Button>
      }
    >
      <strong>{t('impersonation.actingAs', { name: status.impersonated?.name ?? '' })}</strong>{' '}
      {t('impersonation.details', {
        original: status.impersonator?.name ?? '',
        start: status.started_at ? formatClockDe(status.started_at) : '–',
        end: status.expires_at ? formatClockDe(status.expires_at) : '–',
      })}
    </Alert>
  );
}
