import type { FlightType, Locale, Report, ReportCell, ReportColumn } from '@portal/contracts';
import { type ReportTexts, reportTexts } from './report-texts';

const intlLocale: Record<Locale, string> = { de: 'de-DE', en: 'en-GB', no: 'nb-NO' };

/**
 * How a report's cells read in a document in the company's language. Hours are decimal with two places
 * and no grouping (a spreadsheet sums them); German and Norwegian write a decimal comma.
 */
export function reportFormat(language: Locale, timeZone: string) {
  const locale = intlLocale[language];
  const texts: ReportTexts = reportTexts[language];
  const hours = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
  const month = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: '2-digit', year: 'numeric' });
  const instant = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'short', timeStyle: 'short' });
  const date = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`));

  function label(report: Report, value: ReportCell): string {
    if (value === null) return '';
    if (report.label === 'flight_type') return texts.flightTypes[value as FlightType] ?? String(value);
    if (report.label === 'month') return month.format(new Date(`${value}-01T00:00:00Z`));
    return String(value);
  }

  /** A cell as a document shows it; numbers stay numbers for a spreadsheet. */
  function cell(report: Report, column: ReportColumn, value: ReportCell): string | number {
    if (value === null || value === undefined) return '';
    if (column.key === report.label) return label(report, value);
    if (column.kind === 'minutes') return hours.format(Number(value) / 60);
    if (column.kind === 'date') return date(String(value));
    return typeof value === 'number' ? value : String(value);
  }

  return {
    texts,
    /** `;` where the spreadsheet's decimal separator is a comma, as German and Norwegian Excel expect. */
    delimiter: language === 'en' ? ',' : ';',
    header: (report: Report) => report.columns.map((column) => texts.columns[column.key] ?? column.key),
    cells: (report: Report, row: Record<string, ReportCell>) =>
      report.columns.map((column) => cell(report, column, row[column.key] ?? null)),
    total: (report: Report, row: Record<string, ReportCell>) =>
      report.columns.map((column) => (column.key === report.label ? texts.total : cell(report, column, row[column.key] ?? null))),
    period: (report: Report) => `${date(report.from)} – ${date(report.to)}`,
    generatedAt: (now: Date) => instant.format(now),
  };
}
export type ReportFormat = ReturnType<typeof reportFormat>;
