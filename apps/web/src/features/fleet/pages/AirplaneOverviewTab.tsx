import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Fee } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/SectionCard';
import { formatNumber } from '../../../lib/i18n/format';
import { feePrice } from '../../fees';
import { FactList } from '../components/FactList';
import { PositionFacts } from '../components/PositionFacts';
import { useAirplaneContext } from '../lib/context';
import { formatHours } from '../lib/hours';
import { statusReason } from '../lib/statusReason';

/** The aircraft at a glance: type, home base, counters, what it costs and where it was last seen. */
export default function AirplaneOverviewTab() {
  const { t } = useTranslation(['fleet', 'fees']);
  const { airplane, company } = useAirplaneContext();
  const fee = (value: Fee | null | undefined) => (value ? `${value.title}: ${feePrice(value, t)}` : t('overview.noFee'));
  const base = airplane.homebase;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard title={t('overview.aircraft')}>
          <FactList
            facts={[
              [t('fields.registration'), airplane.registration],
              [t('fields.type'), `${airplane.manufacturer} ${airplane.model}`],
              [t('fields.icao_type'), airplane.icao_type],
              [t('fields.category'), t(`categories.${airplane.category}`)],
              [t('fields.seats'), formatNumber(airplane.seats)],
              [t('fields.mtow_kg'), airplane.mtow_kg && formatNumber(airplane.mtow_kg)],
              [
                t('fields.homebase'),
                base && (
                  <Link component={RouterLink} to={`/apps/airports/${base.id}`}>
                    {base.ident} {base.name}
                  </Link>
                ),
              ],
              [
                t('fields.status'),
                [t(`statuses.${airplane.status}`), statusReason(airplane.status_reason, t)].filter(Boolean).join(': '),
              ],
            ]}
          />
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <SectionCard title={t('overview.counters')}>
          <FactList
            facts={[
              [t('fields.hobbs_minutes'), `${formatHours(airplane.hobbs_minutes)} h`],
              [t('fields.tach_minutes'), `${formatHours(airplane.tach_minutes)} h`],
              [t('fields.engine_minutes_since_overhaul'), `${formatHours(airplane.engine_minutes_since_overhaul)} h`],
            ]}
          />
        </SectionCard>
        <SectionCard title={t('overview.fees')}>
          <FactList
            facts={[
              [t('fields.fee_id'), fee(airplane.fee)],
              [t('fields.booking_fee_id'), fee(airplane.bookingFee)],
            ]}
          />
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard title={t('overview.position')}>
          {airplane.latestPosition ? (
            <PositionFacts position={airplane.latestPosition} zone={company.timezone} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('overview.noPosition')}</Typography>
          )}
        </SectionCard>
      </Grid>
      {airplane.photo_url && (
        <Grid size={{ xs: 12, md: 6 }}>
          <Box
            component="img"
            src={airplane.photo_url}
            alt={t('overview.photo', { registration: airplane.registration })}
            sx={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 1 }}
          />
        </Grid>
      )}
    </Grid>
  );
}
