import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Invoice } from '@portal/contracts';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/money';

/** One column of an invoice table: its heading, its cell, and how both show (`cellSx` adds to the cell only). */
export interface InvoiceColumn {
  key: string;
  head: string;
  cell: (invoice: Invoice) => ReactNode;
  align?: 'right';
  sx?: SxProps<Theme>;
  cellSx?: SxProps<Theme>;
}

/** The gross amount, right-aligned in tabular figures; `below` adds what a narrow screen shows under it. */
export const grossColumn = (head: string, below?: (invoice: Invoice) => ReactNode): InvoiceColumn => ({
  key: 'gross',
  head,
  align: 'right',
  cellSx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  cell: (invoice) => (
    <>
      {formatMoney(invoice.total_gross, invoice.currency)}
      {below?.(invoice)}
    </>
  ),
});

interface Props {
  label: string;
  invoices: Invoice[];
  columns: InvoiceColumn[];
  /** Rows light up under the pointer (where a row leads on). */
  hover?: boolean;
}

/** Invoices as a small table, one row each, with the columns the page chooses (the club's list, a member's own). */
export function InvoiceTable({ label, invoices, columns, hover }: Props) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} sx={column.sx}>
                {column.head}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id} hover={hover}>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={[column.sx ?? {}, column.cellSx ?? {}].flat() as SxProps<Theme>}
                >
                  {column.cell(invoice)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
