import type { InvoiceStatus } from '@portal/contracts';
import type { CompanyAccess } from '../../../plugins/tenancy';
import { keepsInvoices, readsInvoice } from '../policy';

export type DocumentAction = 'download' | 'send';

/** Whoever reads an invoice downloads its documents (a draft's preview is accounting's); sending is accounting's. */
export const canDocument = (
  access: Pick<CompanyAccess, 'has' | 'membership'>,
  action: DocumentAction,
  invoice: { membershipId: number | null; status: InvoiceStatus },
) => (action === 'download' ? readsInvoice(access, invoice) : keepsInvoices(access));
