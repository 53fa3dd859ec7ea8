import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Recency } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/i18n/format';

interface Props {
  kind: 'passengers' | 'night';
  recency: Recency;
  /** Without a licence the rule does not apply yet: no green, no red. */
  licensed: boolean;
}

/** One recency rule (FCL.060, by day or at night) and where the pilot stands in each class or type flown. */
export function RecencyTile({ kind, recency, licensed }: Props) {
  const { t } = useTranslation('logbook');
  const lapsedColor = kind === 'night' ? 'warning' : 'error';
  return (
    <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Typography sx={{ fontWeight: 600 }}>{t(`currency.${kind}.title`)}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`currency.${kind}.rule`, { needed: recency.needed })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {!licensed ? (
          <Chip size="small" variant="outlined" label={t('currency.needsLicence')} />
        ) : recency.classes.length === 0 ? (
          <Chip size="small" color={lapsedColor} label={t('currency.notCurrent', { count: 0, needed: recency.needed })} />
        ) : (
          recency.classes.map((item) =>
            item.current && item.valid_until ? (
              <Chip
                key={item.class}
                size="small"
                color="success"
                label={t('currency.classCurrentUntil', { class: item.class, date: formatDay(item.valid_until) })}
              />
            ) : (
              <Chip
                key={item.class}
                size="small"
                color={recency.current ? 'default' : lapsedColor}
                variant={recency.current ? 'outlined' : 'filled'}
                label={t('currency.classNotCurrent', { class: item.class, landings: item.landings, needed: recency.needed })}
              />
            ),
          )
        )}
      </Box>
    </Box>
  );
}
