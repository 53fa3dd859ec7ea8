import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompanyAdminSummary } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { formatMinutes } from '../../../lib/duration';
import { formatMoney } from '../../../lib/money';
import { companyQuery } from '../../companies';
import { PendingRequestsCard } from '../../memberships';
import { adminSummaryQuery } from '../api/summary';
import { DashboardTile } from '../components/DashboardTile';
import { ExpiringList } from '../components/ExpiringList';

const Detail = ({ children }: { children: string }) => (
  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
    {children}
  </Typography>
);

/** The figures that lead somewhere: members, fleet, this month against last year's, receivables. */
function Tiles({ data, base }: { data: CompanyAdminSummary; base: string }) {
  const { t } = useTranslation('companyAdmin');
  const { this_month: now, last_year: before, fleet } = data;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      <DashboardTile title={t('members.title')} to={`${base}/admin/memberships`} value={data.members.approved}>
        <Detail>{t('members.pending', { count: data.members.pending })}</Detail>
      </DashboardTile>
      <DashboardTile
        title={t('fleet.title')}
        to={`${base}/admin/airplanes`}
        value={t('fleet.active', { count: fleet.by_status.active })}
      >
        <Detail>{t('fleet.grounded', { count: fleet.by_status.grounded })}</Detail>
        <Detail>{t('fleet.squawks', { count: fleet.open_squawks })}</Detail>
        <Detail>{t('fleet.maintenance', { count: fleet.maintenance_due })}</Detail>
      </DashboardTile>
      <DashboardTile title={t('hours.title')} to={`${base}/accounting/flights`} value={formatMinutes(now.block_minutes)}>
        <Detail>{t('hours.flights', { count: now.flights })}</Detail>
        <Detail>{t('hours.lastYear', { hours: formatMinutes(before.block_minutes), count: before.flights })}</Detail>
      </DashboardTile>
      <DashboardTile title={t('bookings.title')} to={`${base}/apps/company-booking-app`} value={now.bookings}>
        <Detail>{t('bookings.lastYear', { count: before.bookings })}</Detail>
      </DashboardTile>
      {data.receivables && (
        <DashboardTile
          title={t('receivables.title')}
          to={`${base}/accounting/accounts`}
          value={formatMoney(data.receivables.amount, data.receivables.currency)}
        >
          <Detail>{t('receivables.owing', { count: data.receivables.members_owing })}</Detail>
        </DashboardTile>
      )}
    </Box>
  );
}

/** The company admin's dashboard: what needs doing this week, each figure a way to its page. */
export default function CompanyAdminPage() {
  const { t } = useTranslation(['companyAdmin', 'logbook', 'fleet', 'memberDocuments']);
  const companyId = Number(useParams().company_id);
  const company = useQuery({ ...companyQuery(companyId), meta: { silent: true } });
  const summary = useQuery(adminSummaryQuery(companyId));
  if (summary.isPending) return <PageLoader />;
  if (summary.isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  const data = summary.data;
  const base = `/companies/${companyId}`;
  return (
    <>
      <PageHeader subtitle={company.data?.name} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PendingRequestsCard companyId={companyId} zone={company.data?.timezone} />
        <Tiles data={data} base={base} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <ExpiringList
            title={t('expiring.licences')}
            empty={t('expiring.noLicences')}
            total={data.expiring_licences_total}
            more={t('expiring.more', { count: data.expiring_licences_total - data.expiring_licences.length })}
            items={data.expiring_licences.map((licence) => ({
              key: `${licence.membership_id}-${licence.kind}-${licence.code}-${licence.expires_on}`,
              label: licence.name,
              detail: `${t(`logbook:kinds.${licence.kind}`)} · ${licence.code}`,
              expiresOn: licence.expires_on,
              to: `${base}/memberships/${licence.membership_id}`,
            }))}
          />
          <ExpiringList
            title={t('expiring.papers')}
            empty={t('expiring.noPapers')}
            total={data.expiring_papers_total}
            more={t('expiring.more', { count: data.expiring_papers_total - data.expiring_papers.length })}
            items={data.expiring_papers.map((paper) => ({
              key: `${paper.airplane_id}-${paper.kind}-${paper.title}-${paper.expires_on}`,
              label: paper.registration,
              detail: `${t(`fleet:documents.kinds.${paper.kind}`)} · ${paper.title}`,
              expiresOn: paper.expires_on,
              to: `${base}/airplanes/${paper.airplane_id}/airplaneDocumentManager`,
            }))}
          />
          <ExpiringList
            title={t('expiring.memberDocuments')}
            empty={t('expiring.noMemberDocuments')}
            total={data.expiring_member_documents_total}
            more={t('expiring.more', { count: data.expiring_member_documents_total - data.expiring_member_documents.length })}
            items={data.expiring_member_documents.map((paper) => ({
              key: `${paper.membership_id}-${paper.kind}-${paper.expires_on}`,
              label: paper.name,
              detail: t(`memberDocuments:kinds.${paper.kind}`),
              expiresOn: paper.expires_on,
              to: `${base}/memberships/${paper.membership_id}`,
            }))}
          />
        </Box>
      </Box>
    </>
  );
}
