import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../auth';
import { useMyMemberships } from '../../memberships';
import { userBookingsQuery } from '../api/bookings';
import { describer } from '../lib/describe';

/** The dashboard's list of the user's next bookings, as pilot or instructor, in each company's zone. */
export function NextBookingsCard() {
  const { t } = useTranslation('booking');
  const user = useUser();
  const mine = new Set(useMyMemberships().memberships.map((m) => m.id));
  const { data: bookings = [], isPending, isError } = useQuery({ ...userBookingsQuery(user?.id ?? 0), enabled: Boolean(user) });
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('upcoming.title')}
        </Typography>
        {isError && <Typography sx={{ color: 'text.secondary' }}>{t('upcoming.failed')}</Typography>}
        {!isPending && !isError && bookings.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{t('upcoming.empty')}</Typography>
        )}
        <List dense disablePadding sx={{ width: '100%' }} aria-label={t('upcoming.title')}>
          {bookings.map((booking) => {
            const describe = describer(booking.company.timezone, t);
            const asInstructor = mine.has(booking.instructor_membership_id ?? 0);
            return (
              <ListItem key={booking.id} disableGutters>
                <ListItemText
                  primary={`${describe.day(booking)} ${describe.span(booking)} · ${booking.airplane.registration}`}
                  secondary={`${booking.company.name} · ${t(`types.${booking.type}`)}${asInstructor ? ` · ${t('upcoming.asInstructor')}` : ''}`}
                />
                {booking.status === 'standby' && <Chip size="small" variant="outlined" label={t('statuses.standby')} />}
              </ListItem>
            );
          })}
        </List>
        <Button component={Link} to="/apps/booking" variant="text">
          {t('upcoming.action')}
        </Button>
      </CardContent>
    </Card>
  );
}
