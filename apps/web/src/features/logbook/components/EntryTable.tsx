import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { LogbookEntry } from '@portal/contracts';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMinutes, minutesOrBlank } from '../../../lib/duration';
import { formatDay } from '../../../lib/i18n/format';
import { denseTableSx } from '../../../lib/tableSx';
import { visuallyHidden } from '../../../lib/visuallyHidden';

interface Props {
  entries: LogbookEntry[];
  onOpen: (entry: LogbookEntry) => void;
}

/** The FCL.050 groups: [heading key, its columns] (a group of one spans both header rows). */
const GROUPS: [string, (keyof LogbookEntry)[]][] = [
  ['date', ['date']],
  ['departure', ['departure_place', 'departure_time']],
  ['arrival', ['arrival_place', 'arrival_time']],
  ['aircraft', ['aircraft_type', 'registration']],
  ['singlePilot', ['se_minutes', 'me_minutes']],
  ['multi_pilot_minutes', ['multi_pilot_minutes']],
  ['total_minutes', ['total_minutes']],
  ['pic_name', ['pic_name']],
  ['landings', ['landings_day', 'landings_night']],
  ['conditions', ['night_minutes', 'ifr_minutes']],
  ['functions', ['pic_minutes', 'copilot_minutes', 'dual_minutes', 'instructor_minutes']],
  ['fstd', ['fstd_type', 'fstd_minutes']],
  ['remarks', ['remarks']],
];
const COLUMNS = GROUPS.flatMap(([, columns]) => columns);
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: '2-digit' };

function cell(entry: LogbookEntry, column: keyof LogbookEntry): string {
  const value = entry[column];
  if (column === 'date') return formatDay(entry.date, SHORT_DATE);
  if (column === 'arrival_time' && entry.arrival_date && value) return `${value} (+1)`;
  if (column.endsWith('_minutes')) return minutesOrBlank(value as number);
  if (column.startsWith('landings_')) return value ? String(value) : '';
  return value === null ? '' : String(value);
}

const sumOf = (entries: LogbookEntry[], column: keyof LogbookEntry) =>
  entries.reduce((sum, entry) => sum + (Number(entry[column]) || 0), 0);

/** The logbook as the paper one reads: two header rows, times as h:mm, this page's totals below. */
export function EntryTable({ entries, onOpen }: Props) {
  const { t } = useTranslation('logbook');
  const numeric = (column: string) => column.endsWith('_minutes') || column.startsWith('landings_');
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('table.label')} sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table size="small" aria-label={t('table.label')} sx={denseTableSx}>
        <TableHead>
          <TableRow>
            {GROUPS.map(([group, columns]) => (
              <TableCell key={group} colSpan={columns.length} rowSpan={columns.length === 1 ? 2 : 1} align="center">
                {t(`table.groups.${group}`)}
              </TableCell>
            ))}
            <TableCell rowSpan={2}>
              <Box component="span" sx={visuallyHidden}>
                {t('table.actions')}
              </Box>
            </TableCell>
          </TableRow>
          <TableRow>
            {GROUPS.filter(([, columns]) => columns.length > 1).flatMap(([, columns]) =>
              columns.map((column) => (
                <TableCell key={column} align={numeric(column) ? 'right' : 'left'}>
                  {t(`table.short.${column}`)}
                </TableCell>
              )),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} hover onClick={() => onOpen(entry)} sx={{ cursor: 'pointer' }}>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={numeric(column) ? 'right' : 'left'}
                  sx={column === 'remarks' ? { maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' } : undefined}
                >
                  {cell(entry, column)}
                </TableCell>
              ))}
              <TableCell padding="none">
                <IconButton
                  size="small"
                  aria-label={t(entry.permissions?.update ? 'table.edit' : 'table.view', { date: formatDay(entry.date) })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(entry);
                  }}
                >
                  {entry.permissions?.update ? <IconPencil size={18} /> : <IconEye size={18} />}
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={7}>{t('table.pageTotal')}</TableCell>
            {COLUMNS.slice(7, -1).map((column) => (
              <TableCell key={column} align="right">
                {column.endsWith('_minutes')
                  ? formatMinutes(sumOf(entries, column))
                  : numeric(column)
                    ? sumOf(entries, column)
                    : ''}
              </TableCell>
            ))}
            <TableCell colSpan={2} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
