import { z } from 'zod';
import { isoDateSchema } from './common';
import { reportMessages as says } from './report-messages';

/**
 * The company's reports: flight hours and landings per aircraft, member, month and flight type,
 * aircraft utilisation (booked against flown), instructor hours, and members who have not flown in 90 days.
 */
export const REPORT_NAMES = [
  'aircraft',
  'members',
  'months',
  'flight_types',
  'utilisation',
  'instructors',
  'inactive_members',
] as const;
export const reportNameSchema = z.enum(REPORT_NAMES);
export type ReportName = z.infer<typeof reportNameSchema>;

export const REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;

/** The longest period a report covers (ten years of days). */
export const REPORT_MAX_DAYS = 3653;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** A period of days in the company's zone, both ends included. */
export const reportQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema, format: z.enum(REPORT_FORMATS).default('json') })
  .refine((query) => query.from <= query.to, { path: ['to'], message: says.periodOrder.message })
  .refine((query) => daysBetween(query.from, query.to) < REPORT_MAX_DAYS, { path: ['to'], message: says.periodTooLong.message });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/**
 * What a column holds: `text` a label, `count` a whole number, `minutes` a duration, `percent` a share
 * in whole percent (null when there is nothing to share), `date` a day in the company's zone (null: never).
 */
export const REPORT_COLUMN_KINDS = ['text', 'count', 'minutes', 'percent', 'date'] as const;
export const reportColumnSchema = z.object({ key: z.string(), kind: z.enum(REPORT_COLUMN_KINDS) });
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;

/**
 * One report as a table: its columns in order, its rows keyed by column, and the totals of the
 * summable columns. `chart` names the column the page draws; `label` the row's caption column.
 */
export const reportSchema = z.object({
  data: z.object({
    name: reportNameSchema,
    from: isoDateSchema,
    to: isoDateSchema,
    time_zone: z.string(),
    columns: z.array(reportColumnSchema),
    label: z.string(),
    chart: z.array(z.string()),
    rows: z.array(z.record(z.string(), reportCellSchema)),
    totals: z.record(z.string(), reportCellSchema).nullable(),
  }),
});
export type Report = z.infer<typeof reportSchema>['data'];
