/** Download links of an invoice's documents (the session cookie authorises them). */
export const invoicePdfUrl = (invoiceId: number) => `/api/invoices/${invoiceId}/pdf`;
export const invoiceZugferdUrl = (invoiceId: number) => `/api/invoices/${invoiceId}/pdf?format=zugferd`;
export const invoiceXRechnungUrl = (invoiceId: number) => `/api/invoices/${invoiceId}/xrechnung.xml`;
