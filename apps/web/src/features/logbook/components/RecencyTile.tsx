import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { LogbookCurrency } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/i18n/format';

/** One recency rule (FCL.060: 3 take-offs and landings in 90 days, by day or at night) and where the pilot stands. */
export function RecencyTile({ kind, recency }: { kind: 'passengers' | 'night'; recency: LogbookCurrency['passengers'] }) {
  const { t } = useTranslation('logbook');
  return (
    <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Typography sx={{ fontWeight: 600 }}>{t(`currency.${kind}.title`)}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`currency.${kind}.rule`, { needed: recency.needed })}
      </Typography>
      <Box>
        {recency.current && recency.valid_until ? (
          <Chip size="small" color="success" label={t('currency.currentUntil', { date: formatDay(recency.valid_until) })} />
        ) : (
          <Chip
            size="small"
            color={kind === 'night' ? 'warning' : 'error'}
            label={t('currency.notCurrent', { count: recency.landings, needed: recency.needed })}
          />
        )}
      </Box>
    </Box>
  );
}
