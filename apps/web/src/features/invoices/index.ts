export { BillingDetailsForm } from './components/BillingDetailsForm';
export { MyInvoices } from './components/MyInvoices';
