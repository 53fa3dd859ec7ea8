import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapView } from '../../../components/map/MapView';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { formatNumber } from '../../../lib/i18n/format';
import { airportSearchQuery } from '../api/airports';
import { AirportFilters } from '../components/AirportFilters';
import { AirportList } from '../components/AirportList';
import { airportMarker, airportMarkerId } from '../lib/airportMarker';
import { airfieldPath } from '../lib/place';
import { useAirportSearch } from '../lib/useAirportSearch';
import { useHomeAirport } from '../lib/useHomeAirport';

/** The API counts at most this many matches: past it, the search should be narrowed. */
const COUNT_LIMIT = 1000;

/**
 * /apps/airports: the world's airports found as you type, in a list and on the map; before anything
 * is typed, the airports nearest the active company's home airfield.
 */
export default function AirportsPage() {
  const { t } = useTranslation('airports');
  const { text, setText, search, change } = useAirportSearch();
  const home = useHomeAirport();
  const near = home.airport && !search.search ? `${home.airport.latitude_deg},${home.airport.longitude_deg}` : null;
  const { data, isPending, isError, isFetching } = useQuery({
    ...airportSearchQuery({ ...search, near }),
    enabled: home.settled,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  const airports = data?.data ?? [];
  const markers = useMemo(() => airports.map((airport) => airportMarker(airport, t)), [airports, t]);
  const total = data?.meta.total ?? 0;
  return (
    <>
      <PageHeader subtitle={t('intro')} />
      <Stack spacing={3}>
        <AirportFilters text={text} onText={setText} search={search} onChange={change} />
        {isError && <Alert severity="warning">{t('loadFailed')}</Alert>}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }} sx={{ order: { md: 2 } }}>
            <Box ref={mapBox} sx={{ position: { md: 'sticky' }, top: { md: 88 }, scrollMarginTop: 80 }}>
              <MapView
                markers={markers}
                label={t('mapLabel')}
                maxZoom={near ? 9 : 6}
                selectedId={selectedId}
                onSelect={setSelectedId}
                airfieldPath={airfieldPath}
              />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card>
              <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={t('searching')} />}</Box>
              {isPending && <PageLoader />}
              {data && !near && (
                <Typography variant="body2" role="status" sx={{ px: 2, pt: 1.5, color: 'text.secondary' }}>
                  {total >= COUNT_LIMIT
                    ? t('countCapped', { count: COUNT_LIMIT, shown: formatNumber(COUNT_LIMIT) })
                    : t('count', { count: total, shown: formatNumber(total) })}
                </Typography>
              )}
              {data && near && home.airport && (
                <Typography variant="body2" role="status" sx={{ px: 2, pt: 1.5, color: 'text.secondary' }}>
                  {t('nearHome', { ident: home.airport.ident, name: home.airport.name })}
                </Typography>
              )}
              {data && airports.length === 0 && (
                <Alert severity="info" sx={{ m: 2 }}>
                  {t('empty')}
                </Alert>
              )}
              {airports.length > 0 && (
                <AirportList
                  airports={airports}
                  onLocate={(airport) => {
                    setSelectedId(airportMarkerId(airport));
                    mapBox.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
                  }}
                />
              )}
              {data && data.meta.last_page > 1 && (
                <Pagination
                  count={data.meta.last_page}
                  page={search.page}
                  onChange={(_event, page) => change({ page: String(page) })}
                  siblingCount={0}
                  sx={{ display: 'flex', justifyContent: 'center', py: 2 }}
                />
              )}
            </Card>
          </Grid>
        </Grid>
      </Stack>
    </>
  );
}
