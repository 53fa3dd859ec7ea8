import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Booking } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { zoneFormat } from '../../../lib/dates/zone';
import type { CalendarWindow } from '../lib/calendarWindow';
import type { DayLight } from '../lib/daylight';
import { describer } from '../lib/describe';

interface Props {
  window: CalendarWindow;
  zone: string;
  bookings: Booking[];
  registrations: Map<number, string>;
  onOpen: (booking: Booking) => void;
  daylight: DayLight[] | null;
  airfield: string;
}

const BORDER = { own: 'primary.main', maintenance: 'warning.main', other: 'divider' };

/** The phone's calendar: each day's bookings as a list, a booking on every day it touches. */
export function AgendaList({ window, zone, bookings, registrations, onOpen, daylight, airfield }: Props) {
  const { t } = useTranslation('booking');
  const describe = describer(zone, t);
  const dayFormat = zoneFormat(zone, { weekday: 'long', day: '2-digit', month: '2-digit' });
  const time = zoneFormat(zone, { hour: '2-digit', minute: '2-digit' });
  const twilight = (light: DayLight) => {
    const { dawn, dusk, allDay } = light.twilight;
    if (allDay) return t(`twilight.${allDay}Title`, { airfield });
    return t('twilight.short', { airfield, dawn: dawn ? time.format(dawn) : '–', dusk: dusk ? time.format(dusk) : '–' });
  };
  const edges = [...window.days.map((day) => day.getTime()), window.end.getTime()];
  const sorted = [...bookings].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return window.days.map((day, index) => {
    const from = edges[index] as number;
    const to = edges[index + 1] as number;
    const onDay = sorted.filter((b) => Date.parse(b.starts_at) < to && Date.parse(b.ends_at) > from);
    return (
      <Box component="section" key={from} sx={{ mb: 2 }} aria-label={dayFormat.format(day)}>
        <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
          {dayFormat.format(day)}
        </Typography>
        {daylight?.[index] && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {twilight(daylight[index])}
          </Typography>
        )}
        {onDay.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('agendaEmpty')}</Typography>}
        <List dense disablePadding>
          {onDay.map((booking) => {
            const kind = booking.type === 'maintenance' ? 'maintenance' : booking.is_own ? 'own' : 'other';
            return (
              <ListItemButton
                key={booking.id}
                onClick={() => onOpen(booking)}
                sx={{
                  borderLeft: 4,
                  borderColor: BORDER[kind],
                  borderStyle: booking.status === 'standby' ? 'dashed' : 'solid',
                  mb: 0.5,
                  bgcolor: 'background.paper',
                }}
              >
                <ListItemText
                  primary={`${describe.span(booking)} · ${registrations.get(booking.airplane_id) ?? ''}`}
                  secondary={`${describe.title(booking)} · ${t(`types.${booking.type}`)}`}
                />
                {booking.status === 'standby' && <Chip size="small" variant="outlined" label={t('statuses.standby')} />}
                {booking.is_own && <Chip size="small" color="primary" label={t('ownBooking')} />}
              </ListItemButton>
            );
          })}
        </List>
      </Box>
    );
  });
}
