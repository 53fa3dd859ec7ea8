import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Runway } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { RunwayList } from './RunwayList';
import { RunwayTable } from './RunwayTable';

/** Every runway, longest first: a table from tablet width up, one block per runway on a phone. */
export function RunwaysCard({ runways }: { runways: Runway[] }) {
  const { t } = useTranslation('airports');
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  return (
    <Card>
      <CardHeader title={t('runways.title')} slotProps={{ title: { component: 'h2', variant: 'h5' } }} />
      <CardContent sx={{ pt: 0 }}>
        {runways.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('runways.none')}</Typography>}
        {runways.length > 0 && (phone ? <RunwayList runways={runways} /> : <RunwayTable runways={runways} />)}
      </CardContent>
    </Card>
  );
}
