import { BarChart } from '@mui/x-charts/BarChart';
import type { Report } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { rowLabel } from '../lib/cells';

/** The report's chart columns as bars in hours, one bar group per row; loaded on its own chunk. */
export default function ReportChart({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const hours = (value: number | null) => (value === null ? '' : `${formatNumber(value, { maximumFractionDigits: 1 })} h`);
  const labels = report.rows.map((row) => rowLabel(report, row[report.label] ?? null, t));
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: labels }]}
      yAxis={[{ label: t('hours'), valueFormatter: (value: number) => formatNumber(value), width: 56 }]}
      series={report.chart.map((key) => ({
        label: t(`columns.${key}` as 'columns.minutes'),
        data: report.rows.map((row) => Math.round(Number(row[key] ?? 0) / 6) / 10),
        valueFormatter: hours,
      }))}
      margin={{ left: 8, right: 8 }}
    />
  );
}
