import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTime } from '../../lib/i18n/format';
import { useOfflineAsOf } from '../../lib/offline/status';
import { queryClient } from '../../lib/queryClient';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** Shown while the pages show the local copy because the server cannot be reached: as of when, and a way to try again. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const asOf = useOfflineAsOf();
  if (asOf === null) return null;
  const saved = new Date(asOf);
  const when = sameDay(saved, new Date()) ? formatTime(saved) : formatDateTime(saved);
  return (
    <Alert
      severity="warning"
      square
      role="status"
      action={
        <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => void queryClient.invalidateQueries()}>
          {t('offline.retry')}
        </Button>
      }
    >
      <strong>{t('offline.asOf', { when })}</strong> {/* A phone keeps the line short: the state and the way to try again. */}
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {t('offline.explain')}
      </Box>
    </Alert>
  );
}
