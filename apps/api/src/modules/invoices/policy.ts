import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';

type Access = Pick<CompanyAccess, 'has' | 'membership'>;
/** What only the keepers of the invoices do: list, write and issue them, run the billing, keep the billing details. */
export type InvoiceCompanyAction = 'keep_invoices' | 'keep_billing';
/** Actions on one invoice. */
export type InvoiceAction = 'view' | 'update' | 'delete' | 'issue' | 'cancel' | 'send';
/** Reading one member's list of invoices. */
export type InvoiceMemberAction = 'see_member_invoices';
type Invoice = { status: string; membershipId: number | null };
type Member = { membershipId: number };

/** Accounting (and admins, who hold every role) write, issue and cancel the company's invoices and keep its billing details. */
const keeps = (access: Pick<CompanyAccess, 'has'>) => access.has('accounting');

/**
 * The keepers may do everything; a member reads their own invoices once issued (a draft is
 * accounting's work in progress) and the list of what was issued to them.
 */
export function can(access: Access, action: InvoiceCompanyAction): boolean;
export function can(access: Access, action: InvoiceAction, invoice: Invoice): boolean;
export function can(access: Access, action: InvoiceMemberAction, member: Member): boolean;
export function can(
  access: Access,
  action: InvoiceCompanyAction | InvoiceAction | InvoiceMemberAction,
  row?: Invoice | Member,
): boolean {
  if (keeps(access)) return true;
  const own = row !== undefined && row.membershipId !== null && row.membershipId === access.membership?.id;
  if (action === 'see_member_invoices') return own;
  return action === 'view' && own && (row as Invoice).status !== 'draft';
}

/** Refuses what the policy does not allow, before the service runs (as for any role the caller lacks). */
export function authorize(access: Access, action: InvoiceCompanyAction): void;
export function authorize(access: Access, action: InvoiceAction, invoice: Invoice): void;
export function authorize(access: Access, action: InvoiceMemberAction, member: Member): void;
export function authorize(
  access: Access,
  action: InvoiceCompanyAction | InvoiceAction | InvoiceMemberAction,
  row?: Invoice | Member,
): void {
  if (!can(access, action as InvoiceAction, row as Invoice)) throw forbidden();
}

/** The invoices answers of the company's `permissions`. */
export const invoiceCompanyPermissions = (access: Access) => ({ keep_invoices: can(access, 'keep_invoices') });
