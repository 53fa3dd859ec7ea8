import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Airplane, FLIGHT_STATUSES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DateFilterField, filterRow, TextFilterField } from '../../../components/FilterFields';
import { MemberPicker } from '../../memberships';
import type { useFlightFilters } from '../lib/useFlightFilters';

interface Props {
  state: ReturnType<typeof useFlightFilters>;
  /** Offered as a filter when given (accounting's list of every aircraft). */
  airplanes?: Airplane[];
  showStatus?: boolean;
  /** Accounting: narrow to the flights a member pays. */
  payerCompanyId?: number;
}

/** Narrow a flight list by day (company zone), search, and optionally aircraft and billing status. */
export function FlightFilters({ state, airplanes, showStatus = false, payerCompanyId }: Props) {
  const { t } = useTranslation('flights');
  const { filters, setFilter } = state;
  return (
    <Box role="search" aria-label={t('filters.label')} sx={filterRow}>
      <TextFilterField label={t('filters.search')} value={filters.search} onCommit={(v) => setFilter('search', v)} />
      <DateFilterField label={t('filters.from')} value={filters.from} onCommit={(v) => setFilter('from', v)} />
      <DateFilterField label={t('filters.to')} value={filters.to} onCommit={(v) => setFilter('to', v)} />
      {airplanes && (
        <TextField
          select
          size="small"
          label={t('filters.airplane')}
          value={filters.airplane_id ?? ''}
          onChange={(e) => setFilter('airplane_id', String(e.target.value))}
        >
          <MenuItem value="">{t('filters.allAirplanes')}</MenuItem>
          {airplanes.map((airplane) => (
            <MenuItem key={airplane.id} value={airplane.id}>
              {airplane.registration}
            </MenuItem>
          ))}
        </TextField>
      )}
      {payerCompanyId !== undefined && (
        <MemberPicker
          companyId={payerCompanyId}
          size="small"
          label={t('filters.payer')}
          value={filters.payer_membership_id ?? null}
          onChange={(id) => setFilter('payer_membership_id', id === null ? undefined : String(id))}
          sx={{ minWidth: 220 }}
        />
      )}
      {showStatus && (
        <TextField
          select
          size="small"
          label={t('filters.status')}
          value={filters.status ?? 'all'}
          sx={{ minWidth: 220 }}
          onChange={(e) => setFilter('status', e.target.value)}
        >
          <MenuItem value="all">{t('filters.anyStatus')}</MenuItem>
          {FLIGHT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`statuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
