import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '../../../lib/money';

export interface RevenueSeries {
  label: string;
  months: number[];
}

/** Net revenue per month as stacked bars, one colour per series; loaded on its own chunk. */
export default function RevenueChart({
  months,
  series,
  currency,
  locale,
}: {
  months: string[];
  series: RevenueSeries[];
  currency: string;
  locale: string;
}) {
  const labels = months.map((month) =>
    new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    ),
  );
  const money = (value: number | null) => (value === null ? '' : formatMoney(value, currency));
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: labels }]}
      yAxis={[{ valueFormatter: (value: number) => formatMoney(value, currency).replace(/[.,]00(?=\D*$)/, ''), width: 72 }]}
      series={series.map((s) => ({ label: s.label, data: s.months, stack: 'revenue', valueFormatter: money }))}
      margin={{ left: 8, right: 8 }}
    />
  );
}
