import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PackageUsage, PrepaidPackage } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { SectionCard } from '../../../components/SectionCard';
import { StatTile } from '../../../components/StatTile';
import { formatDate } from '../../../lib/i18n/format';
import { formatMoney } from '../../../lib/money';
import { companyAirplanesQuery } from '../../fleet';
import { packageQuery } from '../api/packages';
import { creditOf, formatMinutes, remainingOf, scopeOf } from '../lib/terms';

function UsageTable({ pkg }: { pkg: PrepaidPackage }) {
  const { t } = useTranslation('packages');
  const taken = (line: PackageUsage) =>
    line.minutes !== null ? formatMinutes(line.minutes, t) : formatMoney(line.amount ?? 0, pkg.currency);
  if (!pkg.usage?.length) return <Typography sx={{ color: 'text.secondary' }}>{t('usage.empty')}</Typography>;
  return (
    <Table size="small" aria-label={t('usage.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('usage.date')}</TableCell>
          <TableCell>{t('usage.what')}</TableCell>
          <TableCell align="right">{t('usage.taken')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {pkg.usage.map((line) => (
          <TableRow
            key={line.id}
            sx={line.returned_at ? { '& td': { color: 'text.secondary', textDecoration: 'line-through' } } : {}}
          >
            <TableCell>{formatDate(line.at)}</TableCell>
            <TableCell>
              {t(`usage.kinds.${line.kind}`, { id: line.flight_id })}
              {line.returned_at && ` (${t('usage.returned')})`}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {taken(line)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** An offer with its terms, or a member's package with what is left, until when, and its usage line by line. */
export default function PrePaidPackagePage() {
  const { t } = useTranslation(['packages', 'fleet']);
  const id = Number(useParams().id);
  const pkg = useQuery({ ...packageQuery(id), meta: { silent: true } });
  const airplanes = useQuery({ ...companyAirplanesQuery(pkg.data?.company_id ?? 0), enabled: Boolean(pkg.data) });
  if (pkg.isPending) return <PageLoader />;
  if (pkg.isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  const data = pkg.data;
  const registrations = new Map((airplanes.data ?? []).map((a) => [a.id, a.registration]));
  const owned = data.membership_id !== null;
  return (
    <>
      <PageHeader
        subtitle={owned ? t('detail.ownedBy', { member: data.member_name ?? '' }) : t('detail.offer')}
        actions={data.retired_at ? <Chip label={t('detail.retired')} /> : undefined}
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.375rem' }}>
          {data.name}
        </Typography>
        {owned && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <StatTile label={t('fields.remaining')} value={remainingOf(data, t)} />
            <StatTile label={t('detail.expires')} value={formatDate(data.expires_at)} />
            <StatTile label={t('detail.soldAt')} value={formatDate(data.sold_at)} />
          </Box>
        )}
        <SectionCard title={t('detail.terms')}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
            <dt>{t('fields.credit')}</dt>
            <Box component="dd" sx={{ m: 0 }}>
              {creditOf(data, t)}
            </Box>
            <dt>{t('fields.scope')}</dt>
            <Box component="dd" sx={{ m: 0 }}>
              {scopeOf(data, registrations, t)}
            </Box>
            <dt>{t('fields.price')}</dt>
            <Box component="dd" sx={{ m: 0 }}>
              {formatMoney(data.price, data.currency)}
            </Box>
            <dt>{t('fields.validity_days')}</dt>
            <Box component="dd" sx={{ m: 0 }}>
              {t('validFor', { count: data.validity_days })}
            </Box>
            {data.discount_percent > 0 && (
              <>
                <dt>{t('fields.discount_percent')}</dt>
                <Box component="dd" sx={{ m: 0 }}>
                  {t('discount', { percent: data.discount_percent })}
                </Box>
              </>
            )}
          </Box>
          {data.description && <Typography sx={{ mt: 2 }}>{data.description}</Typography>}
        </SectionCard>
        {owned && (
          <SectionCard title={t('usage.title')}>
            <UsageTable pkg={data} />
          </SectionCard>
        )}
      </Box>
    </>
  );
}
