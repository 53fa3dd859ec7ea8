import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { LogbookCurrency } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/i18n/format';
import { attentionOf, documentKey } from '../lib/validity';

/** Papers that expired or expire soon and lapsed passenger recency, as warnings above the logbook and on the dashboard. */
export function AttentionAlerts({ currency, dense = false }: { currency: LogbookCurrency; dense?: boolean }) {
  const { t } = useTranslation('logbook');
  const { documents, passengersLapsed } = attentionOf(currency);
  if (!documents.length && !passengersLapsed) return null;
  return (
    <Stack spacing={1} sx={{ mb: dense ? 0 : 2, width: '100%' }}>
      {documents.map((document) => (
        <Alert key={document.id} severity={document.state === 'expired' ? 'error' : 'warning'}>
          {t(document.state === 'expired' ? 'attention.expired' : 'attention.expiring', {
            name: t(documentKey(document), { defaultValue: document.code }),
            date: formatDay(document.expires_on ?? currency.today),
            count: document.days_left ?? 0,
          })}
        </Alert>
      ))}
      {passengersLapsed && (
        <Alert severity="error">
          {t('attention.passengers', { landings: currency.passengers.landings, needed: currency.passengers.needed })}
        </Alert>
      )}
    </Stack>
  );
}
