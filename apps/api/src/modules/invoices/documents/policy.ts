import type { InvoiceStatus } from '@portal/contracts';
import type { CompanyAccess, Role } from '../../../plugins/tenancy';

/** Accounting (and admins) issue, read and send every invoice of the company. */
export const INVOICE_KEEPERS: Role[] = ['accounting'];

export type DocumentAction = 'download' | 'send';

/** The member reads their own invoices once issued; a draft (a preview) and sending are accounting's. */
export function canDocument(
  access: CompanyAccess,
  action: DocumentAction,
  invoice: { membershipId: number | null; status: InvoiceStatus },
): boolean {
  if (access.has(...INVOICE_KEEPERS)) return true;
  return (
    action === 'download' &&
    invoice.status !== 'draft' &&
    invoice.membershipId !== null &&
    access.membership?.id === invoice.membershipId
  );
}
