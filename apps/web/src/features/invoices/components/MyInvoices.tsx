import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { ListSection } from '../../../components/ListSection';
import { formatDate } from '../../../lib/i18n/format';
import { useCompanyZone } from '../../companies';
import { memberInvoicesQuery } from '../api/invoices';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { grossColumn, type InvoiceColumn, InvoiceTable } from './InvoiceTable';

/** The number (leading to the PDF) with the dates under it, the sum and the state. */
const columnsOf = (t: TFunction<'invoices'>, zone: string): InvoiceColumn[] => [
  {
    key: 'number',
    head: t('fields.number'),
    cell: (invoice) => (
      <>
        <Link href={`/api/invoices/${invoice.id}/pdf`} target="_blank" rel="noopener">
          {invoice.number}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('mine.dates', { date: formatDate(invoice.issued_at, zone), due: formatDate(invoice.due_at) })}
        </Typography>
      </>
    ),
  },
  grossColumn(t('fields.gross')),
  { key: 'status', head: t('fields.status'), cell: (invoice) => <InvoiceStatusChip invoice={invoice} /> },
];

/** "Meine Rechnungen" on Mein Konto: the member's issued invoices with their state and PDF. */
export function MyInvoices({ companyId, membershipId }: { companyId: number; membershipId: number }) {
  const { t } = useTranslation('invoices');
  const [page, setPage] = useState(1);
  const list = useQuery(memberInvoicesQuery(membershipId, page));
  const zone = useCompanyZone(companyId);
  const rows = list.data?.data ?? [];
  return (
    <ListSection
      title={t('mine.title')}
      status={list}
      failedText={t('loadFailed')}
      isEmpty={list.isSuccess && rows.length === 0}
      emptyText={t('mine.empty')}
    >
      {rows.length > 0 && <InvoiceTable label={t('mine.title')} invoices={rows} columns={columnsOf(t, zone)} />}
      {list.data?.meta && <ListPagination meta={list.data.meta} onPage={setPage} compact />}
    </ListSection>
  );
}
