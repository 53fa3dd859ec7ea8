import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MapView } from '../../../components/map/MapView';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { ApiError } from '../../../lib/api/errors';
import { useActiveCompanyId } from '../../../lib/useActiveCompanyId';
import { airportQuery } from '../api/airports';
import { AirportFacts } from '../components/AirportFacts';
import { FrequenciesCard } from '../components/FrequenciesCard';
import { LandingFeesCard } from '../components/LandingFeesCard';
import { RunwaysCard } from '../components/RunwaysCard';
import { airportMarker } from '../lib/airportMarker';
import { airfieldPath, codesOf, placeOf } from '../lib/place';
import { runwayLines } from '../lib/runwayLines';

/** /apps/airports/:id (id or ident): the airport on the map with its runways, frequencies and the company's landing fees. */
export default function AirportPage() {
  const { t } = useTranslation('airports');
  const key = useParams().id ?? '';
  const companyId = useActiveCompanyId();
  const { data: airport, isPending, error } = useQuery(airportQuery(key, companyId));
  const markers = useMemo(() => (airport ? [airportMarker(airport, t, false)] : []), [airport, t]);
  const lines = useMemo(() => (airport ? runwayLines(airport.runways) : []), [airport]);
  const back = (
    <Button component={Link} to="/apps/airports" variant="outlined" startIcon={<IconArrowLeft size={18} aria-hidden />}>
      {t('backToSearch')}
    </Button>
  );
  if (isPending) return <PageLoader />;
  if (!airport) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <>
        <PageHeader actions={back} />
        <Alert severity={missing ? 'info' : 'warning'}>{missing ? t('notFound', { key }) : t('loadFailed')}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={airport.name} subtitle={`${codesOf(airport)} · ${placeOf(airport)}`} actions={back} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <MapView
              markers={markers}
              lines={lines}
              label={t('mapOf', { name: airport.name })}
              maxZoom={14}
              airfieldPath={airfieldPath}
            />
            <RunwaysCard runways={airport.runways} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <Card>
              <CardContent>
                <AirportFacts airport={airport} />
              </CardContent>
            </Card>
            <LandingFeesCard fees={airport.landing_fees} companyId={companyId} />
            <FrequenciesCard frequencies={airport.frequencies} />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
