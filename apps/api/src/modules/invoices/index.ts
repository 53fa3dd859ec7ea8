export { billingOf, saveBilling } from './billing-details';
export { default as billingRoutes } from './billing-routes';
export { cancelInvoice } from './cancel';
export { type InvoiceMailResult, invoiceDocumentRoutes, sendInvoiceMail } from './documents';
export { createDraft, type InvoiceContext } from './drafts';
export { runInvoices } from './invoice-run';
export { issueInvoices } from './issue';
export { default as invoiceRoutes } from './routes';
export { invoiceSummary } from './summary';
