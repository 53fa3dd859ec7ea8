import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Minima } from '@portal/contracts';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../../lib/i18n/format';

const KINDS = ['total', 'dual', 'supervised_solo', 'solo_cross_country'] as const;
const hours = (minutes: number) => formatNumber(minutes / 60, { maximumFractionDigits: 1 });

function Bar({ label, done, required }: { label: string; done: number; required: number }) {
  const { t } = useTranslation('academy');
  const id = useId();
  const percent = required ? Math.min(100, Math.round((done / required) * 100)) : 100;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={id} variant="body2">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('training.minima.hours', { done: hours(done), required: hours(required) })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 100 ? 'success' : 'primary'}
        aria-labelledby={id}
        sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
      />
    </Box>
  );
}

/** Hours flown against the PPL(A) minima, and the long solo cross-country once flown. */
export function MinimaBars({ minima }: { minima: Minima }) {
  const { t } = useTranslation('academy');
  const long = minima.long_cross_country;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {KINDS.map((kind) => (
        <Bar
          key={kind}
          label={t(`training.minima.${kind}`)}
          done={minima[kind].done_minutes}
          required={minima[kind].required_minutes}
        />
      ))}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ color: long.done ? 'success.main' : 'text.secondary', display: 'flex', pt: 0.25 }}>
          {long.done ? <IconCircleCheck size={18} aria-hidden /> : <IconCircleDashed size={18} aria-hidden />}
        </Box>
        <Typography variant="body2">
          {long.done
            ? t('training.minima.longDone', {
                date: formatDate(long.date),
                nm: long.distance_nm ?? 0,
                route: long.route.join(' – '),
              })
            : t('training.minima.longOpen')}
        </Typography>
      </Box>
    </Box>
  );
}
