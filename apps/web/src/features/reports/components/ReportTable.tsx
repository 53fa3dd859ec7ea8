import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Report, ReportCell } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { denseTableSx } from '../../../lib/tableSx';
import { formatCell } from '../lib/cells';

/** The report's rows under its columns, figures right-aligned, the totals last; it scrolls sideways on a phone. */
export function ReportTable({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const cells = (row: Record<string, ReportCell>, total = false) =>
    report.columns.map((column) => {
      const label = column.key === report.label;
      return (
        <TableCell key={column.key} align={label ? 'left' : 'right'}>
          {label && total ? t('total') : formatCell(report, column, row[column.key] ?? null, t)}
        </TableCell>
      );
    });
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t(`titles.${report.name}`)}>
      <Table size="small" sx={denseTableSx}>
        <TableHead>
          <TableRow>
            {report.columns.map((column) => (
              <TableCell key={column.key} align={column.key === report.label ? 'left' : 'right'}>
                {t(`columns.${column.key}` as 'columns.minutes')}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row, index) => (
            <TableRow key={String(row[report.label] ?? index)}>{cells(row)}</TableRow>
          ))}
        </TableBody>
        {report.totals && (
          <TableFooter>
            <TableRow>{cells(report.totals, true)}</TableRow>
          </TableFooter>
        )}
      </Table>
    </Box>
  );
}
