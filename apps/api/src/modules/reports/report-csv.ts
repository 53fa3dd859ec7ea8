import type { Report } from '@portal/contracts';
import { toSpreadsheetCsv } from '../../lib/csv/spreadsheet';
import type { ReportFormat } from './report-format';

/**
 * The report for a spreadsheet: UTF-8 with a byte-order mark, the company language's separator
 * (`;` with decimal commas in German and Norwegian, `,` in English), the header in its words, a total line last.
 */
export function reportCsv(report: Report, format: ReportFormat): string {
  const rows = report.rows.map((row) => format.cells(report, row));
  if (report.totals) rows.push(format.total(report, report.totals));
  return toSpreadsheetCsv(format.header(report), rows, format.delimiter);
}
