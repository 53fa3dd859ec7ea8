import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/i18n/format';
import { logbookTotalsQuery } from '../api/totals';
import { passengerCurrencyState } from '../lib/passengerCurrency';
import { attentionOf } from '../lib/validity';
import { AttentionAlerts } from './AttentionAlerts';
import { RecencyTile } from './RecencyTile';

/** The dashboard's currency card: passenger recency, and papers that expire soon or expired, in their colours. */
export function CurrencyCard() {
  const { t } = useTranslation('logbook');
  const { data, isError } = useQuery({ ...logbookTotalsQuery, meta: { silent: true } });
  const currency = data?.currency;
  const state = currency && passengerCurrencyState(currency);
  // Someone who neither holds a licence nor logs flights (an admin who does not fly) has no currency to show;
  // until the answer is there, nothing shows rather than a card that may vanish.
  if (!isError && (!currency || (state === 'none' && !currency.documents.length))) return null;
  const allClear = currency && !attentionOf(currency).documents.length && state !== 'lapsed';
  const next = currency?.documents.find((document) => document.expires_on);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('dashboard.title')}
        </Typography>
        {isError && <Typography sx={{ color: 'text.secondary' }}>{t('totalsFailed')}</Typography>}
        {currency && (
          <>
            <AttentionAlerts currency={currency} dense />
            {state !== 'none' && (
              <Box sx={{ width: '100%' }}>
                <RecencyTile kind="passengers" recency={currency.passengers} licensed={currency.licensed} />
              </Box>
            )}
            {allClear && (
              <Typography sx={{ color: 'text.secondary' }}>
                {next?.expires_on
                  ? t('dashboard.allValidUntil', { date: formatDay(next.expires_on) })
                  : t(currency.documents.length ? 'dashboard.allValid' : 'validity.empty')}
              </Typography>
            )}
          </>
        )}
        <Button component={Link} to="/apps/logbook?tab=validity">
          {t('dashboard.action')}
        </Button>
      </CardContent>
    </Card>
  );
}
