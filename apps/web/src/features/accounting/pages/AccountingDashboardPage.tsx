import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { StatTile } from '../../../components/StatTile';
import { formatMoney } from '../../../lib/money';
import { companyQuery } from '../../companies';
import { accountingSummaryQuery } from '../api/summary';
import type { RevenueSeries } from '../components/RevenueChart';

// The chart library is large: it loads with this page's charts, never with the first route.
const RevenueChart = lazy(() => import('../components/RevenueChart'));

function ChartCard(props: { title: string; empty: string; months: string[]; series: RevenueSeries[]; currency: string }) {
  const { i18n } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {props.title}
        </Typography>
        {props.series.length === 0 ? (
          <Typography color="text.secondary">{props.empty}</Typography>
        ) : (
          <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
            <RevenueChart months={props.months} series={props.series} currency={props.currency} locale={i18n.language} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

/** Accounting's overview: receivables, credit balances, unbilled flights, open and overdue invoices, a year's revenue, the largest debts. */
export default function AccountingDashboardPage() {
  const { t } = useTranslation('accounting');
  const companyId = Number(useParams().company_id);
  const company = useQuery({ ...companyQuery(companyId), meta: { silent: true } });
  const summary = useQuery(accountingSummaryQuery(companyId));
  if (company.isPending || summary.isPending) return <PageLoader />;
  if (company.isError || summary.isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  const data = summary.data;
  const money = (minor: number) => formatMoney(minor, data.currency);
  return (
    <>
      <PageHeader subtitle={t('subtitle')} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' } }}>
          <StatTile
            label={t('receivables')}
            value={money(data.receivables)}
            detail={t('receivablesHint', { count: data.members_owing })}
          />
          <StatTile
            label={t('credit')}
            value={money(data.credit_balances)}
            detail={t('creditHint', { count: data.members_in_credit })}
          />
          <StatTile
            label={t('unbilled')}
            value={money(data.unbilled.gross)}
            detail={t('unbilledHint', { count: data.unbilled.flights })}
          />
          <StatTile
            label={t('openInvoices')}
            value={money(data.open_invoices.amount)}
            detail={t('openInvoicesHint', { count: data.open_invoices.count })}
          />
          <StatTile
            label={t('overdueInvoices')}
            value={money(data.overdue_invoices.amount)}
            detail={t('overdueInvoicesHint', { count: data.overdue_invoices.count })}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <ChartCard
            title={t('revenueByAirplane')}
            empty={t('noRevenue')}
            months={data.months}
            currency={data.currency}
            series={data.revenue_by_airplane.map((s) => ({ label: s.registration, months: s.months }))}
          />
          <ChartCard
            title={t('revenueByFee')}
            empty={t('noRevenue')}
            months={data.months}
            currency={data.currency}
            series={data.revenue_by_fee.map((s) => ({ label: s.title ?? t(`kind_${s.kind}`), months: s.months }))}
          />
        </Box>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('topDebtors')}
            </Typography>
            {data.top_debtors.length === 0 ? (
              <Typography color="text.secondary">{t('noDebtors')}</Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('member')}</TableCell>
                    <TableCell align="right">{t('balance')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.top_debtors.map((debtor) => (
                    <TableRow key={debtor.membership_id}>
                      <TableCell>
                        <Link component={RouterLink} to={`/companies/${companyId}/memberships/${debtor.membership_id}`}>
                          {debtor.name}
                        </Link>
                      </TableCell>
                      <TableCell align="right" sx={{ color: 'error.main', whiteSpace: 'nowrap' }}>
                        {money(debtor.balance)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
