import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVOICE_STATUSES, type InvoiceStatus } from '@portal/contracts/invoicing';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateFilterField, filterRow, TextFilterField } from '../../../components/FilterFields';
import { ListPagination } from '../../../components/ListPagination';
import { ListSection } from '../../../components/ListSection';
import { StatTile } from '../../../components/StatTile';
import { formatDate } from '../../../lib/i18n/format';
import { formatMoney } from '../../../lib/money';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate';
import { useCompanyZone } from '../../companies';
import { companyMembershipsQuery } from '../../memberships';
import { type InvoiceFilters, invoicesQuery } from '../api/invoices';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { grossColumn, type InvoiceColumn, InvoiceTable } from './InvoiceTable';

/** Hidden on a phone: the number, recipient, sum and state are what fits. */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
/** On a phone the state goes under the sum. */
const onWide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Number (leading to the invoice), recipient (with the date under it on a phone), dates, sum (with the state under it on a phone) and state. */
const columnsOf = (t: TFunction<'invoices'>, zone: string): InvoiceColumn[] => [
  {
    key: 'number',
    head: t('fields.number'),
    cellSx: { whiteSpace: 'nowrap' },
    cell: (invoice) => <Link to={String(invoice.id)}>{invoice.number ?? t('draft')}</Link>,
  },
  {
    key: 'recipient',
    head: t('fields.recipient'),
    cell: (invoice) => (
      <>
        {invoice.recipient.name}
        <Typography variant="body2" sx={{ color: 'text.secondary', display: { md: 'none' } }}>
          {formatDate(invoice.issued_at ?? invoice.created_at, zone)}
        </Typography>
      </>
    ),
  },
  { key: 'date', head: t('fields.date'), sx: wide, cell: (invoice) => formatDate(invoice.issued_at ?? invoice.created_at, zone) },
  { key: 'due', head: t('fields.due'), sx: wide, cell: (invoice) => formatDate(invoice.due_at) },
  grossColumn(t('fields.gross'), (invoice) => (
    <Box sx={{ display: { sm: 'none' }, mt: 0.5 }}>
      <InvoiceStatusChip invoice={invoice} />
    </Box>
  )),
  { key: 'status', head: t('fields.status'), sx: onWide, cell: (invoice) => <InvoiceStatusChip invoice={invoice} /> },
];

/** The filters live in the URL, so a filtered list can be bookmarked and survives a reload. */
function useInvoiceFilters() {
  const [params, update] = useSearchParamsUpdate();
  const status = params.get('status');
  const filters: InvoiceFilters = {
    status: status && (INVOICE_STATUSES as readonly string[]).includes(status) ? (status as InvoiceStatus) : undefined,
    overdue: status === 'overdue' || undefined,
    membershipId: Number(params.get('member')) || undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    search: params.get('search') ?? undefined,
    page: Number(params.get('page')) || 1,
  };
  const set = (key: string, value: string | undefined) => update({ [key]: value, page: undefined });
  return { filters, status: status ?? '', set, setPage: (page: number) => update({ page: String(page) }) };
}

/** Accounting's invoices: filtered by state, member and invoice date, with what they add up to. */
export function InvoiceList({ companyId, currency }: { companyId: number; currency: string }) {
  const { t } = useTranslation('invoices');
  const { filters, status, set, setPage } = useInvoiceFilters();
  const members = useQuery(companyMembershipsQuery(companyId, { status: 'approved' })).data ?? [];
  const list = useQuery(invoicesQuery(companyId, filters));
  const zone = useCompanyZone(companyId);
  const rows = list.data?.data ?? [];
  const sums = list.data?.sums;
  const filtered = Boolean(status || filters.membershipId || filters.from || filters.to || filters.search);
  return (
    <ListSection
      title={t('list.title')}
      status={list}
      failedText={t('loadFailed')}
      isEmpty={list.isSuccess && rows.length === 0}
      emptyText={t(filtered ? 'list.emptyFiltered' : 'list.empty')}
    >
      <Box sx={filterRow}>
        <TextField select size="small" label={t('list.status')} value={status} onChange={(e) => set('status', e.target.value)}>
          <MenuItem value="">{t('list.allStatuses')}</MenuItem>
          {INVOICE_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`status.${value}`)}
            </MenuItem>
          ))}
          <MenuItem value="overdue">{t('status.overdue')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t('list.member')}
          value={filters.membershipId ? String(filters.membershipId) : ''}
          onChange={(e) => set('member', e.target.value)}
        >
          <MenuItem value="">{t('list.allMembers')}</MenuItem>
          {members.map((member) => (
            <MenuItem key={member.id} value={String(member.id)}>
              {member.name}
            </MenuItem>
          ))}
        </TextField>
        <DateFilterField label={t('list.from')} value={filters.from} onCommit={(value) => set('from', value)} />
        <DateFilterField label={t('list.to')} value={filters.to} onCommit={(value) => set('to', value)} />
        <TextFilterField label={t('list.search')} value={filters.search} onCommit={(value) => set('search', value)} />
      </Box>
      {sums && (
        <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, minmax(0, 220px))' } }}>
          <StatTile label={t('list.sumIssued')} value={formatMoney(sums.total_gross, currency)} />
          <StatTile label={t('list.sumOpen')} value={formatMoney(sums.open, currency)} />
        </Box>
      )}
      {rows.length > 0 && <InvoiceTable label={t('list.title')} invoices={rows} columns={columnsOf(t, zone)} hover />}
      {list.data?.meta && <ListPagination meta={list.data.meta} onPage={setPage} compact />}
    </ListSection>
  );
}
