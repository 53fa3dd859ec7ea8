import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconArrowLeft, IconEdit, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { SectionCard } from '../../../components/SectionCard';
import { formatDateTime } from '../../../lib/i18n/format';
import { toast } from '../../../lib/toast';
import { companyQuery } from '../../companies';
import { deleteEvent, eventQuery } from '../api/events';
import { EventDialog } from '../components/EventDialog';
import { RegistrationActions, RegistrationStatus } from '../components/RegistrationActions';
import { RegistrationsTable } from '../components/RegistrationsTable';
import { eventWhen } from '../lib/describe';

/** One event: what, when, where, the seats and the member's answer; admins edit it and see who comes. */
export default function EventPage() {
  const { t } = useTranslation('events');
  const params = useParams();
  const companyId = Number(params.company_id);
  const eventId = Number(params.event_id);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const company = useQuery(companyQuery(companyId));
  const query = useQuery(eventQuery(eventId));
  const back = (
    <Button component={Link} to={`/companies/${companyId}/events`} startIcon={<IconArrowLeft size={18} aria-hidden />}>
      {t('back')}
    </Button>
  );
  if (query.isPending || company.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert severity="warning" action={back}>
        {t('notFound')}
      </Alert>
    );
  const event = query.data;
  const zone = company.data?.timezone ?? 'Europe/Berlin';
  return (
    <>
      <Box sx={{ mb: 1 }}>{back}</Box>
      <PageHeader
        title={event.title}
        subtitle={eventWhen(event, zone)}
        actions={
          <Box sx={{ display: 'flex', gap: 1 }}>
            {event.permissions.update && (
              <Button variant="outlined" startIcon={<IconEdit size={18} aria-hidden />} onClick={() => setEditing(true)}>
                {t('edit')}
              </Button>
            )}
            {event.permissions.delete && (
              <Button
                color="error"
                variant="outlined"
                startIcon={<IconTrash size={18} aria-hidden />}
                onClick={() => setDeleting(true)}
              >
                {t('delete')}
              </Button>
            )}
          </Box>
        }
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SectionCard title={t('details')} action={<RegistrationStatus event={event} />}>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, m: 0, '& dd': { m: 0 } }}
          >
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('fields.place')}
            </Typography>
            <Typography component="dd">{event.place || '–'}</Typography>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('fields.capacity')}
            </Typography>
            <Typography component="dd">
              {event.capacity === null
                ? t('seats.open', { count: event.registered_count })
                : t('seats.limited', { taken: event.registered_count, capacity: event.capacity })}
              {event.waiting_count > 0 && ` · ${t('seats.waiting', { count: event.waiting_count })}`}
            </Typography>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('fields.deadline')}
            </Typography>
            <Typography component="dd">
              {event.registration_deadline ? formatDateTime(event.registration_deadline, zone) : t('noDeadline')}
            </Typography>
          </Box>
          {event.description && <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{event.description}</Typography>}
          {event.my_registration?.status === 'waiting' && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('waitingExplained', { position: event.my_registration.waiting_position })}
            </Alert>
          )}
          {!event.registration_open && <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('closed')}</Typography>}
          <Box sx={{ mt: 2 }}>
            <RegistrationActions event={event} />
          </Box>
        </SectionCard>
        {event.permissions.see_registrations && <RegistrationsTable eventId={event.id} zone={zone} />}
      </Box>
      {editing && <EventDialog companyId={companyId} zone={zone} event={event} onClose={() => setEditing(false)} />}
      {deleting && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteText', { title: event.title })}
          confirmLabel={t('delete')}
          onConfirm={async () => {
            await deleteEvent(event.id);
            toast.success(t('deleted', { title: event.title }));
            navigate(`/companies/${companyId}/events`);
          }}
          onClose={() => setDeleting(false)}
        />
      )}
    </>
  );
}
