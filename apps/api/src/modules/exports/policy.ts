import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';

type Access = Pick<CompanyAccess, 'has'>;
/** Hand the books (the DATEV batch of invoices and payments) to the tax adviser. */
export type ExportAction = 'export_books';

/** Accounting (and admins) hand the books to the tax adviser. */
export const can = (access: Access, _action: ExportAction) => access.has('accounting');

/** Refuses an export before anything is read. */
export function authorize(access: Access, action: ExportAction): void {
  if (!can(access, action)) throw forbidden();
}

/** The exports answers of the company's `permissions`. */
export const exportCompanyPermissions = (access: Access) => ({ export_books: can(access, 'export_books') });
