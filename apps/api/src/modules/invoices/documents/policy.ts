import type { InvoiceStatus } from '@portal/contracts';
import { invoiceDocumentMessages as says } from '@portal/contracts/invoice-document-messages';
import { forbidden } from '../../../lib/errors';
import type { CompanyAccess } from '../../../plugins/tenancy';
import { can as canInvoice } from '../policy';

export type DocumentAction = 'download' | 'send';
type Access = Pick<CompanyAccess, 'has' | 'membership'>;
type Invoice = { membershipId: number | null; status: InvoiceStatus };

/** Whoever reads an invoice downloads its documents (a draft's preview is accounting's); sending is accounting's. */
export const can = (access: Access, action: DocumentAction, invoice: Invoice) =>
  canInvoice(access, action === 'download' ? 'view' : 'send', invoice);

/** Refuses, before a document is made or sent, in the documents' words. */
export function authorize(access: Access, action: DocumentAction, invoice: Invoice): void {
  if (!can(access, action, invoice)) throw forbidden(says.forbidden);
}
