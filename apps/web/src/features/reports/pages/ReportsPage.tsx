import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReportName, reportNameSchema } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { formatDay } from '../../../lib/i18n/format';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate';
import { companyQuery } from '../../companies';
import { reportFileUrl, reportQuery } from '../api/reports';
import { ReportFilters } from '../components/ReportFilters';
import { ReportTable } from '../components/ReportTable';
import { PERIODS, type PeriodChoice, periodRange } from '../lib/periods';

// The chart library is large: it loads with this page's chart, never with the first route.
const ReportChart = lazy(() => import('../components/ReportChart'));

const choiceOf = (value: string | null): PeriodChoice =>
  PERIODS.includes(value as PeriodChoice) ? (value as PeriodChoice) : 'this_month';

function ReportView({ companyId, name, from, to }: { companyId: number; name: ReportName; from: string; to: string }) {
  const { t } = useTranslation('reports');
  const report = useQuery(reportQuery(companyId, name, from, to));
  if (report.isPending) return <Skeleton variant="rectangular" height={360} />;
  if (report.isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  const data = report.data.data;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t(`titles.${name}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(`hints.${name}`)}
        </Typography>
        {data.rows.length === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <>
            {data.chart.length > 0 && (
              <Suspense fallback={<Skeleton variant="rectangular" height={300} />}>
                <ReportChart report={data} />
              </Suspense>
            )}
            <ReportTable report={data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Flight hours, utilisation and member activity over a period, with a chart, a table and CSV and PDF downloads. */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const companyId = Number(useParams().company_id);
  const company = useQuery(companyQuery(companyId));
  const [params, update] = useSearchParamsUpdate();
  if (company.isPending) return <PageLoader />;
  if (company.isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;

  const parsedName = reportNameSchema.safeParse(params.get('report'));
  const name: ReportName = parsedName.success ? parsedName.data : 'aircraft';
  const period = choiceOf(params.get('period'));
  const custom = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const range = period === 'custom' ? custom : periodRange(period, company.data.timezone);
  const ready = range.from && range.to && range.from <= range.to ? { from: range.from, to: range.to } : null;

  const download = (format: 'csv' | 'pdf') => (
    <Button
      variant="outlined"
      startIcon={<IconDownload size={18} aria-hidden />}
      disabled={!ready}
      // A disabled link has no address to follow.
      {...(ready ? { href: reportFileUrl(companyId, name, ready.from, ready.to, format), download: true } : {})}
    >
      {t(format)}
    </Button>
  );

  return (
    <>
      <PageHeader
        subtitle={t('subtitle')}
        actions={
          <Stack direction="row" spacing={1}>
            {download('csv')}
            {download('pdf')}
          </Stack>
        }
      />
      <ReportFilters
        name={name}
        period={period}
        from={custom.from}
        to={custom.to}
        // Choosing the custom period starts it from the period shown until then.
        onChange={(change) =>
          update(change.period === 'custom' && ready && !custom.from ? { ...change, from: ready.from, to: ready.to } : change)
        }
      />
      {ready ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('range', { from: formatDay(ready.from), to: formatDay(ready.to), zone: company.data.timezone })}
          </Typography>
          <ReportView companyId={companyId} name={name} from={ready.from} to={ready.to} />
        </>
      ) : (
        <Alert severity="info">{range.from && range.to ? t('periodOrder') : t('periodMissing')}</Alert>
      )}
    </>
  );
}
