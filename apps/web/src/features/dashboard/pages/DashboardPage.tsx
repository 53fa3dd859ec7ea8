import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { AccountBalanceCard } from '../../accounts';
import { useUser } from '../../auth';
import { NextBookingsCard } from '../../booking';
import { CompanyCard, companiesQuery } from '../../companies';
import { UpcomingEventsCard } from '../../events';
import { FleetAttentionCard } from '../../fleet';
import { CurrencyCard } from '../../logbook';
import { InvitationsCard, PendingRequestsCard } from '../../memberships';
import { useCardsReady } from '../api/cardsReady';
import { DashboardSkeleton } from '../components/DashboardSkeleton';
import { NextStepsCard } from '../components/NextStepsCard';

/** The cards' data is asked for as soon as this chunk arrives (see lazyPage). */
export { prefetchDashboard as prefetch } from '../api/prefetch';

/**
 * What a member wants first: their next bookings and currency and expiry warnings, and their
 * companies; who approves members also sees open requests to join, and who keeps a fleet what it needs (maintenance
 * due, papers running out), as each company's `permissions` say.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useUser();
  const { data: companies = [], isError, isPending } = useQuery(companiesQuery);
  // The cards render as a transition once their data is there, in slices a phone's main thread can
  // answer between, not in one long task; the skeleton stays until they are ready to show.
  const cardsReady = useDeferredValue(useCardsReady(companies.length > 0));
  const approving = companies.filter((company) => company.permissions?.manage_memberships);
  // Who adds aircraft keeps the fleet: they are the ones to hear what it needs.
  const keepingFleet = companies.filter((company) => company.permissions?.create_airplane);
  // The club's next events, for each company the user is an approved member of.
  const members = companies.filter((company) => company.membership?.status === 'approved');
  return (
    <>
      <PageHeader
        title={t('greeting', { name: user?.name.split(' ')[0] ?? '' })}
        subtitle={t('intro')}
        actions={
          <Button component={Link} to="/companies/create" variant="outlined" startIcon={<IconPlus size={18} aria-hidden />}>
            {t('createCompany')}
          </Button>
        }
      />
      {isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('companiesFailed')}
        </Alert>
      )}
      {isPending || !cardsReady ? (
        <DashboardSkeleton />
      ) : (
        <>
          <InvitationsCard />
          {approving.map((company) => (
            <PendingRequestsCard key={company.id} companyId={company.id} companyName={company.name} zone={company.timezone} />
          ))}
          <Grid container spacing={2}>
            {companies.length > 0 && (
              <Grid size={{ xs: 12, md: 6, xl: 4 }}>
                <NextBookingsCard />
              </Grid>
            )}
            <Grid size={{ xs: 12, md: 6, xl: 4 }}>
              <CurrencyCard />
            </Grid>
            {members.length > 0 && (
              <Grid size={{ xs: 12, md: 6, xl: 4 }}>
                <AccountBalanceCard companies={companies} />
              </Grid>
            )}
            {members.map((company) => (
              <Grid key={`events-${company.id}`} size={{ xs: 12, md: 6, xl: 4 }}>
                <UpcomingEventsCard companyId={company.id} companyName={company.name} zone={company.timezone} />
              </Grid>
            ))}
            {keepingFleet.map((company) => (
              <Grid key={`fleet-${company.id}`} size={{ xs: 12, md: 6, xl: 4 }}>
                <FleetAttentionCard company={company} />
              </Grid>
            ))}
            {companies.map((company) => (
              <Grid key={company.id} size={{ xs: 12, md: 6, xl: 4 }}>
                <CompanyCard company={company} />
              </Grid>
            ))}
            <Grid size={{ xs: 12, md: 6, xl: 4 }}>
              <NextStepsCard hasCompanies={companies.length > 0} />
            </Grid>
          </Grid>
        </>
      )}
    </>
  );
}
