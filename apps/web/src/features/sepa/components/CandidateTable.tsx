import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SepaCandidate } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/format';
import { formatMoney } from '../../../lib/money';

/** Hidden on a phone: the invoice, member and amount are what fits. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const amount = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

interface Props {
  rows: SepaCandidate[];
  /** The invoices left out of the run; every other row is chosen. */
  left: ReadonlySet<number>;
  onChange: (left: ReadonlySet<number>) => void;
  currency: string;
}

/** The open invoices a run may collect, each with a checkbox, and what the chosen ones add up to. */
export function CandidateTable({ rows, left, onChange, currency }: Props) {
  const { t } = useTranslation('sepa');
  const chosen = rows.filter((row) => !left.has(row.invoice_id));
  const toggle = (invoiceId: number) => {
    const next = new Set(left);
    if (!next.delete(invoiceId)) next.add(invoiceId);
    onChange(next);
  };
  const all = chosen.length === rows.length;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('collections.create.candidates')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={chosen.length > 0 && !all}
                onChange={() => onChange(all ? new Set(rows.map((row) => row.invoice_id)) : new Set())}
                slotProps={{ input: { 'aria-label': t('collections.create.chooseAll') } }}
              />
            </TableCell>
            <TableCell sx={wide}>{t('collections.invoice')}</TableCell>
            <TableCell>{t('collections.debtor')}</TableCell>
            <TableCell sx={wide}>{t('collections.due')}</TableCell>
            <TableCell align="right">{t('collections.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const number = row.invoice_number ?? String(row.invoice_id);
            return (
              <TableRow key={row.invoice_id} hover>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={!left.has(row.invoice_id)}
                    onChange={() => toggle(row.invoice_id)}
                    slotProps={{ input: { 'aria-label': t('collections.create.choose', { number, name: row.debtor_name }) } }}
                  />
                </TableCell>
                <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{number}</TableCell>
                <TableCell>
                  {row.debtor_name}
                  <Typography variant="body2" sx={{ display: { sm: 'none' } }}>
                    {number}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('collections.mandateLine', { reference: row.mandate_reference })} ·{' '}
                    {t(`collections.sequence.${row.sequence}`)}
                  </Typography>
                </TableCell>
                <TableCell sx={wide}>{formatDate(row.due_at) || '–'}</TableCell>
                <TableCell align="right" sx={amount}>
                  {formatMoney(row.open_amount, currency)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell sx={wide} />
            <TableCell>{t('collections.create.chosen', { count: chosen.length, total: rows.length })}</TableCell>
            <TableCell sx={wide} />
            <TableCell align="right" sx={amount}>
              {formatMoney(
                chosen.reduce((sum, row) => sum + row.open_amount, 0),
                currency,
              )}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
