import type { LogbookEntry } from '@portal/contracts';
import { logbookMessages as says } from '@portal/contracts/logbook-messages';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { invalid } from '../../lib/errors';
import { formatHours } from '../fleet/hours';

/** The export's columns, named as the API names the fields; the import reads the same names. */
export const CSV_COLUMNS = [
  'date',
  'departure_place',
  'departure_time',
  'arrival_place',
  'arrival_time',
  'arrival_date',
  'aircraft_type',
  'registration',
  'aircraft_category',
  'se_minutes',
  'me_minutes',
  'multi_pilot_minutes',
  'total_minutes',
  'pic_name',
  'landings_day',
  'landings_night',
  'night_minutes',
  'ifr_minutes',
  'pic_minutes',
  'copilot_minutes',
  'dual_minutes',
  'instructor_minutes',
  'fstd_type',
  'fstd_minutes',
  'remarks',
  'source',
] as const satisfies readonly (keyof LogbookEntry)[];

const DURATIONS = new Set<string>(CSV_COLUMNS.filter((column) => column.endsWith('_minutes')));
const COUNTS = new Set<string>(['landings_day', 'landings_night']);
/** Written by the export for the reader; the import takes every row as a personal entry. */
const IGNORED_ON_IMPORT = new Set<string>(['source']);
export const MAX_IMPORT_ROWS = 20_000;

/** The logbook as CSV: durations as H:MM, with a byte-order mark so spreadsheets read the umlauts. */
export function entriesToCsv(entries: LogbookEntry[]): string {
  const rows = entries.map((entry) =>
    CSV_COLUMNS.map((column) => {
      const value = entry[column];
      if (DURATIONS.has(column)) return formatHours(value as number);
      return value ?? '';
    }),
  );
  return `\uFEFF${stringify([[...CSV_COLUMNS], ...rows])}`;
}

/** "1:25" or "85" (minutes) → 85; anything else is left for validation to name. */
function duration(cell: string): number | string {
  const clock = /^(\d{1,6}):([0-5]\d)$/.exec(cell);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  return /^\d{1,7}$/.test(cell) ? Number(cell) : cell;
}

/** One CSV record as the fields of a new entry: empty cells are left out. */
export function recordToInput(record: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [column, raw] of Object.entries(record)) {
    const cell = raw.trim();
    if (cell === '' || IGNORED_ON_IMPORT.has(column)) continue;
    if (DURATIONS.has(column)) input[column] = duration(cell);
    else if (COUNTS.has(column)) input[column] = /^\d+$/.test(cell) ? Number(cell) : cell;
    else input[column] = cell;
  }
  return input;
}

/** Reads an uploaded CSV (comma or semicolon separated, as spreadsheets write it) into records by column name. */
export function readCsv(text: string): Record<string, string>[] {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw invalid('file', says.fileUnreadable((error as Error).message));
  }
  if (records.length === 0) throw invalid('file', says.fileEmpty);
  if (!('date' in (records[0] as object))) throw invalid('file', says.fileNoDate);
  if (records.length > MAX_IMPORT_ROWS) throw invalid('file', says.tooManyRows(MAX_IMPORT_ROWS));
  return records;
}
