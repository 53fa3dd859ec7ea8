import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Company } from '@portal/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { companyAirplanesQuery } from '../api/airplanes';
import { airplaneStatusQuery } from '../api/upkeep';
import { attentionOf, byUrgency } from '../lib/attention';
import { TrafficLight } from './TrafficLight';

const SHOWN = 8;

/** For a company's admins on the dashboard: grounded aircraft, maintenance due soon and papers running out. */
export function FleetAttentionCard({ company }: { company: Pick<Company, 'id' | 'name'> }) {
  const { t } = useTranslation('fleet');
  const fleet = useQuery(companyAirplanesQuery(company.id));
  const flying = (fleet.data ?? []).filter((airplane) => airplane.status !== 'retired');
  const reports = useQueries({
    queries: flying.map((airplane) => ({ ...airplaneStatusQuery(airplane.id), meta: { silent: true } })),
  });
  const loading = fleet.isPending || reports.some((report) => report.isPending);
  const items = reports
    .flatMap((report) => (report.data ? attentionOf(report.data, t) : []))
    .sort((a, b) => byUrgency(a, b) || a.registration.localeCompare(b.registration));
  return (
    <Card sx={{ height: '100%' }} component="section" aria-label={t('attention.title', { company: company.name })}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('attention.title', { company: company.name })}
        </Typography>
        {loading && <LinearProgress aria-label={t('common:loading')} />}
        {fleet.isError && <Typography sx={{ color: 'text.secondary' }}>{t('loadFailed')}</Typography>}
        {fleet.isSuccess && !loading && items.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{t('attention.allGreen')}</Typography>
        )}
        <List dense disablePadding>
          {items.slice(0, SHOWN).map((item) => (
            <ListItem key={item.key} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/companies/${company.id}/airplanes/${item.airplaneId}/status`}>
                    {item.registration}
                  </Link>
                }
                secondary={item.what}
              />
              <TrafficLight light={item.light} label={item.left} />
            </ListItem>
          ))}
        </List>
        {items.length > SHOWN && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('attention.more', { count: items.length - SHOWN })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
