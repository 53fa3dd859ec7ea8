import { message } from './message';

/** What the reports say. */
export const reportMessages = {
  forbidden: message('report.forbidden', {}, 'Only the company’s admins and accounting may read its reports.'),
  periodOrder: message('report.period_order', {}, 'The period must end on or after its start.'),
  periodTooLong: message('report.period_too_long', {}, 'A report covers at most ten years.'),
} as const;
