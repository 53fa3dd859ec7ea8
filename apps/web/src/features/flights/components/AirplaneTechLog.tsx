import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Airplane } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/StatTile';
import { formatMinutes } from '../../../lib/duration';
import { useCompanyPermissions } from '../../companies';
import { useMembershipIn } from '../../memberships';
import { useFlightFilters } from '../lib/useFlightFilters';
import { FlightFilters } from './FlightFilters';
import { FlightList } from './FlightList';
import { RecordFlightButton } from './RecordFlightButton';

const COLUMNS = [
  'date',
  'blocks',
  'crew',
  'route',
  'type',
  'block',
  'flight',
  'hobbs',
  'hobbsEnd',
  'tachEnd',
  'landings',
  'fuel',
];

/**
 * The aircraft's tech log: its flights newest first with the Hobbs and tach readings they left
 * (the running totals of the airframe), its counters now, and recording a flight on it.
 */
export function AirplaneTechLog({ airplane, zone }: { airplane: Airplane; zone: string }) {
  const { t } = useTranslation('flights');
  const companyId = airplane.company_id;
  const { membership } = useMembershipIn(companyId);
  const seesAll = useCompanyPermissions(companyId).can('see_all_flights');
  const state = useFlightFilters({ airplane_id: airplane.id });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'stretch' }}>
        <Box sx={{ flex: '1 1 320px', display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(100px, 1fr))' }}>
          <StatTile label={t('techLog.hobbs')} value={formatMinutes(airplane.hobbs_minutes)} />
          <StatTile label={t('techLog.tach')} value={formatMinutes(airplane.tach_minutes)} />
          <StatTile label={t('techLog.engine')} value={formatMinutes(airplane.engine_minutes_since_overhaul)} />
        </Box>
        {membership && (
          <Box sx={{ alignSelf: 'center' }}>
            <RecordFlightButton companyId={companyId} zone={zone} airplaneId={airplane.id} variant="contained" />
          </Box>
        )}
      </Box>
      {!seesAll && <Typography sx={{ color: 'text.secondary' }}>{t('techLog.ownOnly')}</Typography>}
      <FlightFilters state={state} />
      <FlightList
        companyId={companyId}
        zone={zone}
        state={state}
        columns={COLUMNS}
        label={t('techLog.label', { registration: airplane.registration })}
        empty={t('techLog.empty')}
      />
    </Box>
  );
}
