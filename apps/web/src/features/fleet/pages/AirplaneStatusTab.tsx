import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { airplaneStatusQuery } from '../api/upkeep';
import { ExpiringDocuments } from '../components/ExpiringDocuments';
import { MaintenanceSection } from '../components/MaintenanceSection';
import { SquawkSection } from '../components/SquawkSection';
import { StatusSummary } from '../components/StatusSummary';
import { useAirplaneContext } from '../lib/context';

/** Whether the aircraft can fly and what comes up: maintenance in traffic lights, squawks, expiring papers. */
export default function AirplaneStatusTab() {
  const { t } = useTranslation('fleet');
  const { airplane, company, canEdit } = useAirplaneContext();
  const report = useQuery(airplaneStatusQuery(airplane.id));
  if (report.isPending) return <PageLoader />;
  if (report.isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  return (
    <>
      <StatusSummary report={report.data} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <MaintenanceSection airplaneId={airplane.id} items={report.data.maintenance_items} canEdit={canEdit} />
          <ExpiringDocuments
            documents={report.data.expiring_documents}
            managerPath={`/companies/${company.id}/airplanes/${airplane.id}/airplaneDocumentManager`}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <SquawkSection airplaneId={airplane.id} squawks={report.data.open_squawks} zone={company.timezone} canEdit={canEdit} />
        </Grid>
      </Grid>
    </>
  );
}
