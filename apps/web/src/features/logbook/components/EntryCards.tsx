import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LogbookEntry } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '../../../lib/duration';
import { formatDay } from '../../../lib/i18n/format';
import { functionsOf } from '../lib/functions';

interface Props {
  entries: LogbookEntry[];
  onOpen: (entry: LogbookEntry) => void;
}

/** The logbook on a phone: one card per entry with route, aircraft, time and function. */
export function EntryCards({ entries, onOpen }: Props) {
  const { t } = useTranslation('logbook');
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('table.label')}>
      {entries.map((entry) => {
        const route = entry.departure_place
          ? `${entry.departure_place} ${entry.departure_time ?? ''} → ${entry.arrival_place} ${entry.arrival_time ?? ''}${entry.arrival_date ? ' (+1)' : ''}${entry.departure_time ? ' UTC' : ''}`
          : t('fstdSession', { type: entry.fstd_type ?? '' });
        const landings = entry.landings_day + entry.landings_night;
        return (
          <Box component="li" key={entry.id}>
            <Card variant="outlined">
              <CardActionArea onClick={() => onOpen(entry)} sx={{ p: 1.5 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{formatDay(entry.date)}</Typography>
                  <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {formatMinutes(entry.total_minutes || entry.fstd_minutes)}
                  </Typography>
                </Box>
                <Typography variant="body2">{route}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[entry.aircraft_type, entry.registration].filter(Boolean).join(' · ')}
                  {landings > 0 && ` · ${t('landingsCount', { count: landings })}`}
                </Typography>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.75 }}>
                  {functionsOf(entry).map((fn) => (
                    <Chip key={fn} size="small" variant="outlined" label={t(`functions.${fn}`)} />
                  ))}
                  {entry.source === 'flight' && <Chip size="small" label={t('fromCompanyFlight')} />}
                </Stack>
              </CardActionArea>
            </Card>
          </Box>
        );
      })}
    </Stack>
  );
}
