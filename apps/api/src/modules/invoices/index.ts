export { type InvoiceMailResult, invoiceDocumentRoutes, sendInvoiceMail } from './documents';
