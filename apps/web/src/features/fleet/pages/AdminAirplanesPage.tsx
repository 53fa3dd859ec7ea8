import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { companyQuery } from '../../companies';
import { companyAirplanesQuery } from '../api/airplanes';
import { AirplaneCreateDialog } from '../components/AirplaneCreateDialog';
import { AirplaneTable } from '../components/AirplaneTable';
import { EmptyFleet } from '../components/EmptyFleet';
import { byStatusThenRegistration } from '../lib/order';

/** The company admin's fleet: every aircraft with its state, and adding a new one. */
export default function AdminAirplanesPage() {
  const { t } = useTranslation('fleet');
  const companyId = Number(useParams().company_id);
  const company = useQuery({ ...companyQuery(companyId), meta: { silent: true } }).data;
  const airplanes = useQuery(companyAirplanesQuery(companyId));
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        subtitle={company?.name}
        actions={
          <Button variant="contained" startIcon={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {t('admin.create')}
          </Button>
        }
      />
      {airplanes.isPending && <PageLoader />}
      {airplanes.isError && <Alert severity="warning">{t('loadFailed')}</Alert>}
      {airplanes.data?.length === 0 && <EmptyFleet text={t('admin.empty')} />}
      {Boolean(airplanes.data?.length) && (
        <Card>
          <AirplaneTable airplanes={[...(airplanes.data ?? [])].sort(byStatusThenRegistration)} />
        </Card>
      )}
      {creating && <AirplaneCreateDialog companyId={companyId} onClose={() => setCreating(false)} />}
    </>
  );
}
