export { type InvoiceMailResult, sendInvoiceMail } from './invoice-mail';
export { default as invoiceDocumentRoutes } from './routes';
