import type { LogbookEntry } from '@portal/contracts';
import { logbookMessages as says } from '@portal/contracts/logbook-messages';
import { readSpreadsheetCsv, toSpreadsheetCsv } from '../../lib/csv/spreadsheet';
import { invalid } from '../../lib/errors';
import { formatHours } from '../fleet';

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

/** The logbook as a spreadsheet's CSV, durations as H:MM. */
export function entriesToCsv(entries: LogbookEntry[]): string {
  const rows = entries.map((entry) =>
    CSV_COLUMNS.map((column) => {
      const value = entry[column];
      return DURATIONS.has(column) ? formatHours(value as number) : value;
    }),
  );
  return toSpreadsheetCsv(CSV_COLUMNS, rows);
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

/** Reads an uploaded logbook CSV into records by column name; a file that is not one is a 422 on `file`. */
export function readCsv(text: string): Record<string, string>[] {
  let records: Record<string, string>[];
  try {
    records = readSpreadsheetCsv(text);
  } catch (error) {
    throw invalid('file', says.fileUnreadable((error as Error).message));
  }
  if (records.length === 0) throw invalid('file', says.fileEmpty);
  const columns = Object.keys(records[0] as object);
  if (columns.some((column) => column.includes('\u0000'))) {
    throw invalid('file', says.fileUnreadable('a column name in row 1 contains a null character (code 0)'));
  }
  if (!columns.includes('date')) throw invalid('file', says.fileNoDate);
  if (records.length > MAX_IMPORT_ROWS) throw invalid('file', says.tooManyRows(MAX_IMPORT_ROWS));
  return records;
}
