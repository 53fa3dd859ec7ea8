import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Flight } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { FlightColumn } from '../lib/columns';
import { mayEdit } from './FlightTable';

interface Props {
  flights: Flight[];
  columns: Record<string, FlightColumn>;
  label: string;
  showAirplane: boolean;
  /** Accounting: who pays and what the flight costs. */
  showCharges?: boolean;
  highlight?: number;
  onEdit: (flight: Flight) => void;
  /** Accounting: opens the flight's charges. */
  onCharges?: (flight: Flight) => void;
}

/** Flights on a phone: one card each with day, times, route, crew and the figures that count. */
export function FlightCards({ flights, columns: c, label, showAirplane, showCharges, highlight, onEdit, onCharges }: Props) {
  const { t } = useTranslation('flights');
  const show = (key: string, flight: Flight) => c[key]?.render(flight) ?? '';
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
      {flights.map((flight) => (
        <Box component="li" key={flight.id}>
          <Card variant="outlined" sx={flight.id === highlight ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}>
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {show('date', flight)} {show('blocks', flight)}
                </Typography>
                <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{show('block', flight)}</Typography>
              </Box>
              <Typography variant="body2">
                {showAirplane && `${show('airplane', flight)} · `}
                {show('route', flight)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {show('crew', flight)} · {show('type', flight)} ·{' '}
                {t('landingsShort', { count: flight.landings_day + flight.landings_night })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                {t('hobbsLine', { end: show('hobbsEnd', flight), minutes: show('hobbs', flight) })}
                {' · '}
                {show('status', flight)}
              </Typography>
              {showCharges && (
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2">{show('payer', flight)}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {show('charges', flight)}
                  </Typography>
                </Box>
              )}
              {onCharges && (
                <Button size="small" onClick={() => onCharges(flight)} sx={{ mt: 0.5, ml: -0.5, mr: 1 }}>
                  {t('charges.action')}
                </Button>
              )}
              {mayEdit(flight) && (
                <Button size="small" onClick={() => onEdit(flight)} sx={{ mt: 0.5, ml: -0.5 }}>
                  {t('edit.action')}
                </Button>
              )}
            </CardContent>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}
