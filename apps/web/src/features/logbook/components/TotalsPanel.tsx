import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LogbookTotals } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/StatTile';
import { formatMinutes } from '../../../lib/duration';
import { formatNumber } from '../../../lib/i18n/format';
import { CarryForwardCard } from './CarryForwardCard';

function Breakdown({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
          {title}
        </Typography>
        <Table size="small" aria-label={title}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                  {label}
                </TableCell>
                <TableCell align="right" sx={{ pr: 0, fontVariantNumeric: 'tabular-nums' }}>
                  {value}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

const grid = (min: number) => ({ display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fit, minmax(${min}px, 1fr))` });

/** Totals over the whole logbook (previous experience included), the last 90 days and 12 months, and their breakdowns. */
export function TotalsPanel({ totals }: { totals: LogbookTotals }) {
  const { t } = useTranslation('logbook');
  const period = (p: LogbookTotals['last_90_days']) =>
    t('totals.periodDetail', { flights: p.flights, landings: p.landings_day + p.landings_night });
  const time = (minutes: number) => formatMinutes(minutes);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={grid(150)}>
        <StatTile
          label={t('totals.total')}
          value={time(totals.total_minutes)}
          detail={t('totals.flights', { count: totals.flights })}
        />
        <StatTile
          label={t('totals.landings')}
          value={formatNumber(totals.landings.day + totals.landings.night)}
          detail={t('landingsDayNight', { day: totals.landings.day, night: totals.landings.night })}
        />
        <StatTile
          label={t('totals.last90')}
          value={time(totals.last_90_days.total_minutes)}
          detail={period(totals.last_90_days)}
        />
        <StatTile
          label={t('totals.last12')}
          value={time(totals.last_12_months.total_minutes)}
          detail={period(totals.last_12_months)}
        />
      </Box>
      <Box sx={grid(260)}>
        <Breakdown
          title={t('table.groups.functions')}
          rows={(['pic_minutes', 'copilot_minutes', 'dual_minutes', 'instructor_minutes'] as const).map((key) => [
            t(`columns.${key}`),
            time(totals.by_function[key]),
          ])}
        />
        <Breakdown
          title={t('totals.conditions')}
          rows={[
            [t('columns.se_minutes'), time(totals.by_engine.se_minutes)],
            [t('columns.me_minutes'), time(totals.by_engine.me_minutes)],
            [t('columns.multi_pilot_minutes'), time(totals.by_engine.multi_pilot_minutes)],
            [t('columns.night_minutes'), time(totals.by_condition.night_minutes)],
            [t('columns.ifr_minutes'), time(totals.by_condition.ifr_minutes)],
            [t('columns.fstd_minutes'), time(totals.fstd_minutes)],
          ]}
        />
        <Breakdown
          title={t('totals.byCategory')}
          rows={Object.entries(totals.by_category).map(([category, minutes]) => [
            t(`categories.${category}`, { defaultValue: category }),
            time(minutes),
          ])}
        />
        <Breakdown
          title={t('totals.byType')}
          rows={totals.by_type.map((type) => [
            type.aircraft_type,
            `${time(type.total_minutes)} · ${t('totals.flights', { count: type.flights })}`,
          ])}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('totals.breakdownNote')}
      </Typography>
      <CarryForwardCard carried={totals.carried_forward} />
    </Box>
  );
}
