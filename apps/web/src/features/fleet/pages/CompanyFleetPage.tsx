import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { companyQuery, useCompanyPermissions } from '../../companies';
import { companyAirplanesQuery } from '../api/airplanes';
import { AirplaneGrid } from '../components/AirplaneGrid';
import { EmptyFleet } from '../components/EmptyFleet';
import { byFavouriteThenRegistration } from '../lib/order';

/** The company's aircraft as its members see them; admins find the way to manage them here. */
export default function CompanyFleetPage() {
  const { t } = useTranslation('fleet');
  const companyId = Number(useParams().company_id);
  const company = useQuery({ ...companyQuery(companyId), meta: { silent: true } }).data;
  const airplanes = useQuery(companyAirplanesQuery(companyId));
  const keepsFleet = useCompanyPermissions(companyId).can('create_airplane');
  const manage = `/companies/${companyId}/admin/airplanes`;
  return (
    <>
      <PageHeader
        subtitle={company?.name}
        actions={
          keepsFleet && (
            <Button component={Link} to={manage} variant="outlined" startIcon={<IconSettings size={18} aria-hidden />}>
              {t('fleet.manage')}
            </Button>
          )
        }
      />
      {airplanes.isPending && <PageLoader />}
      {airplanes.isError && <Alert severity="warning">{t('loadFailed')}</Alert>}
      {airplanes.data?.length === 0 && (
        <EmptyFleet
          text={t(keepsFleet ? 'fleet.emptyAdmin' : 'fleet.empty')}
          action={keepsFleet ? { label: t('fleet.addFirst'), to: manage } : undefined}
        />
      )}
      {Boolean(airplanes.data?.length) && (
        <AirplaneGrid airplanes={[...(airplanes.data ?? [])].sort(byFavouriteThenRegistration)} />
      )}
    </>
  );
}
