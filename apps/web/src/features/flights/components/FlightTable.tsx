import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Flight } from '@portal/contracts';
import { IconPencil, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { denseTableSx } from '../../../lib/tableSx';
import type { FlightColumn } from '../lib/columns';

interface Props {
  flights: Flight[];
  columns: FlightColumn[];
  label: string;
  /** The flight to point out (a link from a logbook entry). */
  highlight?: number;
  onEdit: (flight: Flight) => void;
  /** Accounting: opens the flight's charges. */
  onCharges?: (flight: Flight) => void;
}

export const mayEdit = (flight: Flight) => Boolean(flight.permissions?.update || flight.permissions?.correct);

/** Flights as a table with the page's totals below; admins open a flight to correct it. */
export function FlightTable({ flights, columns, label, highlight, onEdit, onCharges }: Props) {
  const { t } = useTranslation('flights');
  const firstTotal = columns.findIndex((column) => column.total);
  const editable = flights.some(mayEdit);
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={denseTableSx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align}>
                {t(`columns.${column.key}`)}
              </TableCell>
            ))}
            {(editable || onCharges) && <TableCell>{t('columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {flights.map((flight) => (
            <TableRow key={flight.id} hover selected={flight.id === highlight}>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {column.key === 'status' ? (
                    <Chip
                      size="small"
                      color={flight.status === 'billed' ? 'default' : 'success'}
                      variant="outlined"
                      label={column.render(flight)}
                    />
                  ) : (
                    column.render(flight)
                  )}
                </TableCell>
              ))}
              {(editable || onCharges) && (
                <TableCell padding="none">
                  {onCharges && (
                    <IconButton
                      size="small"
                      aria-label={t('charges.open', { date: columns[0]?.render(flight) })}
                      onClick={() => onCharges(flight)}
                    >
                      <IconReceipt size={18} />
                    </IconButton>
                  )}
                  {mayEdit(flight) && (
                    <IconButton
                      size="small"
                      aria-label={t('editFlight', { date: columns[0]?.render(flight) })}
                      onClick={() => onEdit(flight)}
                    >
                      <IconPencil size={18} />
                    </IconButton>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
        {firstTotal > 0 && (
          <TableFooter>
            <TableRow>
              <TableCell colSpan={firstTotal}>{t('pageTotal')}</TableCell>
              {columns.slice(firstTotal).map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {column.total?.(flights) ?? ''}
                </TableCell>
              ))}
              {(editable || onCharges) && <TableCell />}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
