import type { CompanyAccess, Role } from '../../plugins/tenancy';

/** Accounting (and admins) write, issue and cancel the company's invoices and keep its billing details. */
export const INVOICE_KEEPERS: Role[] = ['accounting'];

export const keepsInvoices = (access: Pick<CompanyAccess, 'has'>) => access.has(...INVOICE_KEEPERS);

/** A member reads their own invoices once issued; a draft is accounting's work in progress. */
export const readsInvoice = (
  access: Pick<CompanyAccess, 'has' | 'membership'>,
  invoice: { status: string; membershipId: number | null },
) =>
  keepsInvoices(access) ||
  (invoice.status !== 'draft' && invoice.membershipId !== null && invoice.membershipId === access.membership?.id);
