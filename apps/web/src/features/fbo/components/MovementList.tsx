import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Movement } from '@portal/contracts';
import { IconPlaneArrival, IconPlaneDeparture } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const STATE_COLOR = { expected: 'info', arrived: 'success', departed: 'default', cancelled: 'error' } as const;

/** One day's arrivals and departures: local time, direction, aircraft, who flies, and the state. */
export function MovementList({ movements, label }: { movements: Movement[]; label: string }) {
  const { t } = useTranslation('fbo');
  if (movements.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('movements.none')}</Typography>;
  return (
    <List dense disablePadding aria-label={label}>
      {movements.map((movement) => {
        const Icon = movement.kind === 'arrival' ? IconPlaneArrival : IconPlaneDeparture;
        const who = [movement.pilot?.name, movement.company].filter(Boolean).join(' · ');
        return (
          <ListItem
            key={`${movement.source}-${movement.source_id}-${movement.kind}-${movement.at}`}
            divider
            disableGutters
            sx={{ gap: 1.5, alignItems: 'flex-start' }}
          >
            <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, minWidth: 48 }}>
              {movement.local_time}
            </Typography>
            <Icon size={20} aria-label={t(`movements.kind.${movement.kind}`)} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {[movement.registration, movement.aircraft_type].filter(Boolean).join(' · ') || t('movements.unknownAircraft')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {t(`movements.source.${movement.source}`)}
                {who ? ` · ${who}` : ''}
                {movement.pilot?.phone ? ` · ${movement.pilot.phone}` : ''}
              </Typography>
            </Box>
            <Chip
              size="small"
              variant="outlined"
              color={STATE_COLOR[movement.state]}
              label={t(`movements.state.${movement.state}`)}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
