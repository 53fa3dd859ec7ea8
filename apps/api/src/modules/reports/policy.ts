import { reportMessages } from '@portal/contracts/report-messages';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';

type Access = Pick<CompanyAccess, 'has'>;
/** Read the company's reports and export them. */
export type ReportAction = 'view_reports';

/** Admins and accounting read the reports: they name every member's flying. */
export const can = (access: Access, _action: ReportAction) => access.has('accounting');

/** Refuses a report before anything is read. */
export function authorize(access: Access, action: ReportAction): void {
  if (!can(access, action)) throw forbidden(reportMessages.forbidden);
}

/** The reports' answer of the company's `permissions`. */
export const reportCompanyPermissions = (access: Access) => ({ view_reports: can(access, 'view_reports') });
