import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { companyQuery } from '../api/companies';
import { homeAirportQuery } from '../api/homeAirport';
import { CompanySettingsForm } from '../components/CompanySettingsForm';

/** The company's settings for its admins: details, home airfield and booking hours. */
export default function CompanySettingsPage() {
  const { t } = useTranslation('companies');
  const companyId = Number(useParams().company_id);
  const company = useQuery(companyQuery(companyId));
  const home = useQuery(homeAirportQuery(companyId));
  if (company.isPending || home.isPending) return <PageLoader />;
  if (company.isError || home.isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  return (
    <>
      <PageHeader subtitle={company.data.name} />
      <CompanySettingsForm company={company.data} home={home.data} />
    </>
  );
}
