import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { upcomingEventsQuery } from '../api/events';
import { eventWhen } from '../lib/describe';
import { RegistrationStatus } from './RegistrationActions';

interface Props {
  companyId: number;
  companyName: string;
  zone: string;
}

/** The dashboard's card of the next club events of the active company, each with the member's answer. */
export function UpcomingEventsCard({ companyId, companyName, zone }: Props) {
  const { t } = useTranslation('events');
  const { data: events = [], isPending, isError } = useQuery(upcomingEventsQuery(companyId));
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('upcoming.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {companyName}
        </Typography>
        {isError && <Typography sx={{ color: 'text.secondary' }}>{t('failed')}</Typography>}
        {!isPending && !isError && events.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{t('upcoming.empty')}</Typography>
        )}
        <List dense disablePadding sx={{ width: '100%' }} aria-label={t('upcoming.title')}>
          {events.map((event) => (
            <ListItem key={event.id} disablePadding>
              <ListItemButton component={Link} to={`/companies/${companyId}/events/${event.id}`} sx={{ px: 0, gap: 1 }}>
                <ListItemText primary={event.title} secondary={eventWhen(event, zone)} />
                <RegistrationStatus event={event} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Button component={Link} to={`/companies/${companyId}/events`} variant="text">
          {t('upcoming.action')}
        </Button>
      </CardContent>
    </Card>
  );
}
