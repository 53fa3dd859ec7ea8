import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Invoice, InvoiceLine } from '@portal/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/format';
import { formatMoney, formatVat } from '../../../lib/money';

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** How much a line counts, in its unit: minutes as hours and minutes, decilitres as litres. */
function quantityOf(line: InvoiceLine, t: (key: string, values?: Record<string, unknown>) => string) {
  if (line.unit === 'minutes')
    return t('units.minutes', {
      hours: Math.trunc(line.quantity / 60),
      minutes: String(Math.abs(line.quantity % 60)).padStart(2, '0'),
    });
  if (line.unit === 'decilitres') return t('units.decilitres', { litres: (line.quantity / 10).toLocaleString() });
  return t(`units.${line.unit}`, { count: line.quantity });
}

/** An invoice's lines with net, VAT and gross per rate and the totals, as § 14 UStG wants them shown. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('detail.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.description')}</TableCell>
            <TableCell align="right" sx={wide}>
              {t('fields.vatRate')}
            </TableCell>
            <TableCell align="right">{t('fields.gross')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(invoice.lines ?? []).map((line) => (
            <TableRow key={line.id}>
              <TableCell>
                {line.description}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[formatDate(line.service_date), quantityOf(line, t)].filter(Boolean).join(' · ')}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={wide}>
                {formatVat(line.vat_rate)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {money(line.gross)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {invoice.vat_breakdown.map((rate) => (
            <TableRow key={rate.vat_rate}>
              <TableCell colSpan={2}>
                {t('detail.rate', { rate: formatVat(rate.vat_rate), net: money(rate.net), vat: money(rate.vat) })}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(rate.gross)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
              {t('detail.total', { net: money(invoice.total_net), vat: money(invoice.total_vat) })}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {money(invoice.total_gross)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
