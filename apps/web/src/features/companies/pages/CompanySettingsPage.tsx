import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { FboSharingSection } from '../../fbo';
import { BillingDetailsForm } from '../../invoices';
import { companyQuery } from '../api/companies';
import { homeAirportQuery } from '../api/homeAirport';
import { useCompanyPermissions } from '../api/permissions';
import { CompanySettingsForm } from '../components/CompanySettingsForm';
import { SettingsChangeLog } from '../components/SettingsChangeLog';

/**
 * The company's settings for its admins, in sections each saved on its own: details, zone and currency, home airfield,
 * booking rules, accounting, roles' defaults, mail footer, for whoever keeps the invoices the billing details, and the
 * change log of them all.
 */
export default function CompanySettingsPage() {
  const { t } = useTranslation('companies');
  const companyId = Number(useParams().company_id);
  const company = useQuery(companyQuery(companyId));
  const home = useQuery(homeAirportQuery(companyId));
  const { can } = useCompanyPermissions(companyId);
  if (company.isPending || home.isPending) return <PageLoader />;
  if (company.isError || home.isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  return (
    <>
      <PageHeader subtitle={company.data.name} />
      <Stack spacing={2}>
        <CompanySettingsForm company={company.data} home={home.data} />
        <FboSharingSection company={company.data} home={home.data} />
        {can('keep_invoices') && <BillingDetailsForm companyId={companyId} />}
        <SettingsChangeLog companyId={companyId} timezone={company.data.timezone} />
      </Stack>
    </>
  );
}
