import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MapView } from '../../../components/map/MapView';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { airfieldPath } from '../../airports';
import { useCompanyZone } from '../../companies';
import { companyAirplanesQuery } from '../../fleet';
import { FleetList } from '../components/FleetList';
import { aircraftMarkerId, fleetMarkers } from '../lib/fleetMarkers';

/** /companies/:company_id/apps/company-fleet-map: every aircraft at its latest reported position, with its home base. */
export default function FleetMapPage() {
  const { t } = useTranslation(['fleetMap', 'fleet']);
  const companyId = Number(useParams().company_id);
  const zone = useCompanyZone(companyId);
  const { data, isPending, isError } = useQuery(companyAirplanesQuery(companyId));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  const airplanes = useMemo(() => (data ?? []).filter((airplane) => airplane.status !== 'retired'), [data]);
  const markers = useMemo(() => fleetMarkers(airplanes, companyId, zone, t), [airplanes, companyId, zone, t]);
  const reporting = airplanes.filter((airplane) => airplane.latestPosition).length;
  if (isPending) return <PageLoader />;
  return (
    <>
      <PageHeader subtitle={t('intro', { zone })} />
      {isError && <Alert severity="warning">{t('loadFailed')}</Alert>}
      {!isError && airplanes.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
      {airplanes.length > 0 && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }} ref={mapBox} sx={{ scrollMarginTop: 80 }}>
            <MapView
              markers={markers}
              label={t('mapLabel')}
              height={{ xs: 360, md: 600 }}
              maxZoom={7}
              selectedId={selectedId}
              onSelect={setSelectedId}
              airfieldPath={airfieldPath}
            />
            {reporting === 0 && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {t('noPositions')}
              </Alert>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card>
              <FleetList
                airplanes={airplanes}
                companyId={companyId}
                zone={zone}
                onLocate={(airplane) => {
                  setSelectedId(aircraftMarkerId(airplane));
                  mapBox.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
                }}
              />
            </Card>
          </Grid>
        </Grid>
      )}
    </>
  );
}
