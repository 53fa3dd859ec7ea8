import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ClubEvent } from '@portal/contracts';
import { IconCalendarEvent, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { eventWhen } from '../lib/describe';
import { RegistrationActions, RegistrationStatus } from './RegistrationActions';

/** One event in the list: when, where, the seats and the member's answer. */
export function EventCard({ event, zone }: { event: ClubEvent; zone: string }) {
  const { t } = useTranslation('events');
  return (
    <Card component="article" aria-labelledby={`event-${event.id}`}>
      <CardContent sx={{ display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={`event-${event.id}`} variant="h2" sx={{ fontSize: '1.125rem', flex: 1 }}>
            <Link
              component={RouterLink}
              to={`/companies/${event.company_id}/events/${event.id}`}
              underline="hover"
              color="inherit"
            >
              {event.title}
            </Link>
          </Typography>
          <RegistrationStatus event={event} />
        </Box>
        <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <IconCalendarEvent size={18} aria-hidden /> {eventWhen(event, zone)}
        </Typography>
        {event.place && (
          <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <IconMapPin size={18} aria-hidden /> {event.place}
          </Typography>
        )}
        <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary' }}>
          <IconUsers size={18} aria-hidden />
          {event.capacity === null
            ? t('seats.open', { count: event.registered_count })
            : t('seats.limited', { taken: event.registered_count, capacity: event.capacity })}
          {event.waiting_count > 0 && ` · ${t('seats.waiting', { count: event.waiting_count })}`}
        </Typography>
        {!event.registration_open && <Typography sx={{ color: 'text.secondary' }}>{t('closed')}</Typography>}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <RegistrationActions event={event} />
      </CardActions>
    </Card>
  );
}
