import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { companyQuery } from '../../companies';
import { OfferList } from '../components/OfferList';
import { SoldPackageList } from '../components/SoldPackageList';

/** Accounting keeps the prepaid offers here, sells them to members and watches what members hold. */
export default function AccountingPrePaidPage() {
  const { t } = useTranslation('packages');
  const companyId = Number(useParams().company_id);
  const company = useQuery({ ...companyQuery(companyId), meta: { silent: true } });
  if (company.isPending) return <PageLoader />;
  if (company.isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  return (
    <>
      <PageHeader subtitle={t('subtitle', { company: company.data.name })} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <OfferList companyId={companyId} currency={company.data.currency} />
        <SoldPackageList companyId={companyId} />
      </Box>
    </>
  );
}
