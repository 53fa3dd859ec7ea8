import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { LogbookEntry } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMinutes } from '../../../lib/duration';
import { formatDay } from '../../../lib/i18n/format';
import { companyQuery } from '../../companies';
import { flightQuery } from '../../flights';
import { TrackPanel } from '../../tracks';
import { wallClock } from '../lib/dates';
import { functionsOf } from '../lib/functions';

/** A line from a company flight: read-only here, changed through the flight, which it links to. */
export function FlightEntryDialog({ entry, onClose }: { entry: LogbookEntry; onClose: () => void }) {
  const { t } = useTranslation('logbook');
  const flight = useQuery({ ...flightQuery(entry.flight_id ?? 0), enabled: Boolean(entry.flight_id), meta: { silent: true } });
  const zone = useQuery({ ...companyQuery(flight.data?.company_id ?? 0), enabled: Boolean(flight.data) }).data?.timezone;
  // The logbook keeps UTC as EASA asks; the club's tech log shows the same flight on the local clock.
  const place = (name: string | null, day: string, time: string | null) =>
    [name, time && `${time} UTC`, time && zone && `(${wallClock(day, time, zone)})`].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [t('columns.departure_place'), place(entry.departure_place, entry.date, entry.departure_time)],
    [t('columns.arrival_place'), place(entry.arrival_place, entry.arrival_date ?? entry.date, entry.arrival_time)],
    [t('form.aircraft'), [entry.aircraft_type, entry.registration].filter(Boolean).join(' · ')],
    [t('columns.total_minutes'), formatMinutes(entry.total_minutes)],
    [
      t('table.groups.functions'),
      functionsOf(entry)
        .map((fn) => t(`functions.${fn}`))
        .join(', '),
    ],
    [t('columns.pic_name'), entry.pic_name ?? ''],
    [t('table.groups.landings'), t('landingsDayNight', { day: entry.landings_day, night: entry.landings_night })],
    [t('columns.remarks'), entry.remarks ?? ''],
  ];
  const target =
    flight.data &&
    `/companies/${flight.data.company_id}/airplanes/${flight.data.airplane_id}/logbook?flight=${flight.data.id}&from=${entry.date}&to=${entry.arrival_date ?? entry.date}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={flight.data ? 'md' : 'xs'} aria-labelledby="flight-entry-title">
      <DialogTitle id="flight-entry-title">{formatDay(entry.date, { dateStyle: 'full' })}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('fromFlightHint')}
        </Alert>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {rows
            .filter(([, value]) => value.trim())
            .map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
        </Box>
        {flight.data && (
          <Box sx={{ mt: 2 }}>
            <TrackPanel owner={{ kind: 'flight', id: flight.data.id }} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {target && (
          <Button component={Link} to={target}>
            {t('toFlight')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
