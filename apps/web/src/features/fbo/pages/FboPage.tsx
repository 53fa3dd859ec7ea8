import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { SectionCard } from '../../../components/SectionCard';
import { addDays } from '../../../lib/dates/clock';
import { FrequenciesCard, RunwaysCard } from '../../airports';
import { movementsQuery, operatorQuery, pprsQuery } from '../api/fbo';
import { MovementList } from '../components/MovementList';
import { PprList } from '../components/PprList';
import { startOfDayIn, todayIn } from '../lib/days';

/** /fixedBaseOperators/:fbo_id: today's and tomorrow's movements, the PPR requests, the airfield's runways and frequencies. */
export default function FboPage() {
  const { t } = useTranslation('fbo');
  const fboId = Number(useParams().fbo_id);
  const { data: fbo, isPending, error } = useQuery({ ...operatorQuery(fboId), meta: { silent: true } });
  const zone = fbo?.timezone ?? 'Europe/Berlin';
  const days = useMemo(() => {
    const today = todayIn(zone);
    return [today, addDays(today, 1), addDays(today, 2)].map((day) => startOfDayIn(day, zone));
  }, [zone]);
  const movements = useQuery({ ...movementsQuery(fboId, days[0] as string, days[2] as string), enabled: Boolean(fbo) });
  const pprs = useQuery({ ...pprsQuery(fboId), enabled: Boolean(fbo) });
  if (isPending) return <PageLoader />;
  if (!fbo) return <Alert severity="warning">{error ? t('loadFailed') : ''}</Alert>;
  const today = todayIn(zone);
  const ofDay = (day: string) => (movements.data ?? []).filter((movement) => movement.local_date === day);
  return (
    <>
      <PageHeader title={fbo.name} subtitle={`${fbo.airport.ident} · ${fbo.airport.name}`} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <SectionCard title={t('movements.today')}>
              {movements.isPending ? <PageLoader /> : <MovementList movements={ofDay(today)} label={t('movements.today')} />}
            </SectionCard>
            <SectionCard title={t('movements.tomorrow')}>
              {movements.isPending ? (
                <PageLoader />
              ) : (
                <MovementList movements={ofDay(addDays(today, 1))} label={t('movements.tomorrow')} />
              )}
            </SectionCard>
            <SectionCard title={t('ppr.title')}>
              {pprs.data ? <PprList fbo={fbo} pprs={pprs.data} /> : <PageLoader />}
            </SectionCard>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <RunwaysCard runways={fbo.airport.runways} />
            <FrequenciesCard frequencies={fbo.airport.frequencies} />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
