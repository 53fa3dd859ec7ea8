import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { ListSection } from '../../../components/ListSection';
import { formatDate } from '../../../lib/i18n/format';
import { formatMoney } from '../../../lib/money';
import { memberInvoicesQuery } from '../api/invoices';
import { InvoiceStatusChip } from './InvoiceStatusChip';

/** "Meine Rechnungen" on Mein Konto: the member's issued invoices with their state and PDF. */
export function MyInvoices({ membershipId }: { membershipId: number }) {
  const { t } = useTranslation('invoices');
  const [page, setPage] = useState(1);
  const list = useQuery(memberInvoicesQuery(membershipId, page));
  const rows = list.data?.data ?? [];
  return (
    <ListSection
      title={t('mine.title')}
      status={list}
      failedText={t('loadFailed')}
      isEmpty={list.isSuccess && rows.length === 0}
      emptyText={t('mine.empty')}
    >
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('mine.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.number')}</TableCell>
                <TableCell align="right">{t('fields.gross')}</TableCell>
                <TableCell>{t('fields.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>
                    <Link href={`/api/invoices/${invoice.id}/pdf`} target="_blank" rel="noopener">
                      {invoice.number}
                    </Link>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('mine.dates', { date: formatDate(invoice.issued_at), due: formatDate(invoice.due_at) })}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(invoice.total_gross, invoice.currency)}
                  </TableCell>
                  <TableCell>
                    <InvoiceStatusChip invoice={invoice} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.data?.meta && <ListPagination meta={list.data.meta} onPage={setPage} compact />}
    </ListSection>
  );
}
