import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CarryForward } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '../../../lib/duration';
import { formatDay } from '../../../lib/i18n/format';
import { CARRY_FORWARD_DURATIONS } from '../lib/carryForwardForm';
import { CarryForwardDialog } from './CarryForwardDialog';

/** Experience from before this logbook (a paper logbook's last page), counted in every total. */
export function CarryForwardCard({ carried }: { carried: CarryForward }) {
  const { t } = useTranslation('logbook');
  const [editing, setEditing] = useState(false);
  const shown = CARRY_FORWARD_DURATIONS.filter((key) => carried[key] > 0);
  const empty = shown.length === 0 && carried.landings_day + carried.landings_night === 0;
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
        <Typography variant="h3" sx={{ fontSize: '1rem' }}>
          {t('carryForward.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {empty
            ? t('carryForward.empty')
            : carried.as_of
              ? t('carryForward.asOf', { date: formatDay(carried.as_of) })
              : t('carryForward.intro')}
        </Typography>
        {!empty && (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.25, m: 0 }}>
            {shown.map((key) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2">
                  {t(`columns.${key}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {formatMinutes(carried[key])}
                </Typography>
              </Box>
            ))}
            <Typography component="dt" variant="body2">
              {t('table.groups.landings')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {t('landingsDayNight', { day: carried.landings_day, night: carried.landings_night })}
            </Typography>
          </Box>
        )}
        {carried.remarks && <Typography variant="body2">{carried.remarks}</Typography>}
        <Button startIcon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing(true)} sx={{ ml: -1 }}>
          {t(empty ? 'carryForward.add' : 'carryForward.edit')}
        </Button>
      </CardContent>
      {editing && <CarryForwardDialog carried={carried} onClose={() => setEditing(false)} />}
    </Card>
  );
}
