import type { Report, ReportCell, ReportColumn } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { formatMinutes } from '../../../lib/duration';
import { formatDay, formatNumber } from '../../../lib/i18n/format';

/** A row's caption: a flight type in words, a month by name, anything else as it is. */
export function rowLabel(report: Report, value: ReportCell, t: TFunction<'reports'>): string {
  if (value === null) return '';
  if (report.label === 'flight_type') return t(`flightTypes.${value}` as 'flightTypes.private');
  if (report.label === 'month') return formatDay(`${value}-01`, { month: 'short', year: 'numeric' });
  return String(value);
}

/** A cell as the page shows it: durations as h:mm, shares in percent, days in the language's order. */
export function formatCell(report: Report, column: ReportColumn, value: ReportCell, t: TFunction<'reports'>): string {
  if (column.key === report.label) return rowLabel(report, value, t);
  if (value === null) return column.kind === 'date' ? t('never') : '–';
  if (column.kind === 'minutes') return formatMinutes(Number(value));
  if (column.kind === 'percent') return formatNumber(Number(value) / 100, { style: 'percent' });
  if (column.kind === 'date') return formatDay(String(value));
  return typeof value === 'number' ? formatNumber(value) : value;
}
