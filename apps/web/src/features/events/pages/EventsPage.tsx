import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { companyQuery, useCompanyPermissions } from '../../companies';
import { eventsQuery } from '../api/events';
import { EventCard } from '../components/EventCard';
import { EventDialog } from '../components/EventDialog';

const PER_PAGE = 12;

/** The company's events a member may see: upcoming to answer, past to look back; admins add new ones. */
export default function EventsPage() {
  const { t } = useTranslation('events');
  const companyId = Number(useParams().company_id);
  const navigate = useNavigate();
  const [past, setPast] = useState(false);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const manages = useCompanyPermissions(companyId).can('manage_events');
  const company = useQuery(companyQuery(companyId));
  const events = useQuery(eventsQuery(companyId, { past, page, perPage: PER_PAGE }));
  const zone = company.data?.timezone ?? 'Europe/Berlin';
  return (
    <>
      <PageHeader
        subtitle={t('subtitle')}
        actions={
          manages && (
            <Button variant="contained" startIcon={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
              {t('create')}
            </Button>
          )
        }
      />
      <Tabs
        value={past ? 'past' : 'upcoming'}
        onChange={(_, value) => {
          setPast(value === 'past');
          setPage(1);
        }}
        sx={{ mb: 2 }}
      >
        <Tab value="upcoming" label={t('tabs.upcoming')} />
        <Tab value="past" label={t('tabs.past')} />
      </Tabs>
      {events.isPending || company.isPending ? (
        <PageLoader />
      ) : events.isError ? (
        <Alert severity="warning">{t('failed')}</Alert>
      ) : events.data.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{past ? t('emptyPast') : manages ? t('emptyAdmin') : t('empty')}</Typography>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            {events.data.data.map((event) => (
              <EventCard key={event.id} event={event} zone={zone} />
            ))}
          </Box>
          <ListPagination meta={events.data.meta} onPage={setPage} />
        </>
      )}
      {creating && (
        <EventDialog
          companyId={companyId}
          zone={zone}
          onClose={() => setCreating(false)}
          onCreated={(event) => navigate(`/companies/${companyId}/events/${event.id}`)}
        />
      )}
    </>
  );
}
