import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REPORT_NAMES, type ReportName } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DateFilterField, filterRow } from '../../../components/FilterFields';
import { PERIODS, type PeriodChoice } from '../lib/periods';

interface Props {
  name: ReportName;
  period: PeriodChoice;
  from: string | undefined;
  to: string | undefined;
  onChange: (change: Record<string, string | undefined>) => void;
}

/** Which report over which period: a named period, or two typed days. */
export function ReportFilters({ name, period, from, to, onChange }: Props) {
  const { t } = useTranslation('reports');
  return (
    <Box sx={filterRow}>
      <TextField
        select
        size="small"
        label={t('report')}
        value={name}
        onChange={(event) => onChange({ report: event.target.value })}
        // The reports' names are long: the picker takes a row of its own on a phone.
        sx={{ '&&': { flex: { xs: '1 1 100%', sm: '0 1 320px' } } }}
      >
        {REPORT_NAMES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`titles.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('period')}
        value={period}
        onChange={(event) => onChange({ period: event.target.value })}
      >
        {PERIODS.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`periods.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      {period === 'custom' && (
        <>
          <DateFilterField label={t('from')} value={from} onCommit={(value) => onChange({ from: value })} />
          <DateFilterField label={t('to')} value={to} onCommit={(value) => onChange({ to: value })} />
        </>
      )}
    </Box>
  );
}
