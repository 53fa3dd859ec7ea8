import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useParams } from 'react-router';
import { NestedPages, PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { isApiError } from '../../../lib/api/errors';
import { companyQuery } from '../../companies';
import { airplaneQuery } from '../api/airplanes';
import { AirplaneStatusChip } from '../components/AirplaneStatusChip';
import { AirplaneTabs } from '../components/AirplaneTabs';
import { FavouriteButton } from '../components/FavouriteButton';
import type { AirplaneContext } from '../lib/context';

/** An aircraft's page: its registration, state and favourite mark above the tabs of its parts. */
export default function AirplaneLayout() {
  const { t } = useTranslation('fleet');
  const params = useParams();
  const companyId = Number(params.company_id);
  const airplane = useQuery(airplaneQuery(Number(params.airplane_id)));
  const company = useQuery({ ...companyQuery(companyId), meta: { silent: true } });
  if (airplane.isPending || company.isPending) return <PageLoader />;
  if (airplane.isError || company.isError || airplane.data.company_id !== companyId) {
    const missing = isApiError(airplane.error) && [403, 404].includes(airplane.error.status);
    return <Alert severity="warning">{t(missing || airplane.data ? 'airplane.notFound' : 'loadFailed')}</Alert>;
  }
  const base = `/companies/${companyId}/airplanes/${airplane.data.id}`;
  const context: AirplaneContext = {
    airplane: airplane.data,
    company: company.data,
    canEdit: Boolean(airplane.data.permissions?.update),
  };
  return (
    <>
      <Link component={RouterLink} to={`/companies/${companyId}/airplanes`} sx={{ display: 'inline-flex', gap: 0.5, mb: 1 }}>
        <IconArrowLeft size={18} aria-hidden />
        {t('airplane.backToFleet')}
      </Link>
      <PageHeader
        title={airplane.data.registration}
        subtitle={`${airplane.data.manufacturer} ${airplane.data.model} · ${company.data.name}`}
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <AirplaneStatusChip status={airplane.data.status} />
            <FavouriteButton airplane={airplane.data} />
          </Box>
        }
      />
      <AirplaneTabs base={base} canEdit={context.canEdit} />
      <NestedPages>
        <Outlet context={context} />
      </NestedPages>
    </>
  );
}
