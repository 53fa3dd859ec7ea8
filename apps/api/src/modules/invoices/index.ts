export { billingOf } from './billing-details';
export { default as billingRoutes } from './billing-routes';
export { default as invoiceRoutes } from './routes';
export { invoiceSummary } from './summary';
