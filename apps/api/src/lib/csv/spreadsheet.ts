import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export type SpreadsheetCell = string | number | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (or hide what follows, as tab and CR can). */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A number or a duration ("-3", "1,5", "1:25") reads the same as a formula: it is left as it is, to stay a number. */
const NUMERIC = /^[+-]?(\d+([.,]\d+)?|\d+:[0-5]\d)$/;

/**
 * A text cell that would start a formula gets a leading apostrophe, which spreadsheets take as
 * "this is text" and do not show. A cell that already starts with apostrophes before such a
 * character gets one more, so reading it back gives the text exactly.
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) && !NUMERIC.test(text) ? `'${text}` : text;
}

/** Undoes {@link neutraliseCell}: the one apostrophe it added is taken off again. */
export function restoreCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text) ? text.slice(1) : text;
}

/**
 * CSV for people to open in a spreadsheet (exports and reports): a header row, then the rows;
 * text cells are neutralised against formula injection, numbers stay numbers; with a byte-order
 * mark so spreadsheets read the umlauts. Machine formats that have their own rules (a DATEV export,
 * a bank file) are written by their own code, not here: an apostrophe would corrupt them. The `delimiter`
 * is `;` for a spreadsheet that writes decimal commas (German Excel).
 */
export function toSpreadsheetCsv(header: readonly string[], rows: readonly SpreadsheetCell[][], delimiter = ','): string {
  return stringify([[...header], ...rows], { bom: true, delimiter, cast: { string: neutraliseCell } });
}

/**
 * Reads a CSV a person uploads (comma or semicolon separated, as spreadsheets write it, with or
 * without a byte-order mark) into records by lower-cased column name, with neutralised cells
 * restored. A file that is not CSV throws csv-parse's error.
 */
export function readSpreadsheetCsv(text: string): Record<string, string>[] {
  const lineEnd = text.indexOf('\n');
  const firstLine = lineEnd === -1 ? text : text.slice(0, lineEnd);
  const count = (character: string) => firstLine.split(character).length - 1;
  return parse(text, {
    bom: true,
    delimiter: count(';') > count(',') ? ';' : ',',
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
    cast: (value, context) => (context.header ? value : restoreCell(value)),
    skip_empty_lines: true,
    relax_column_count: true,
  });
}
