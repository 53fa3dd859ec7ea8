export { RecordPaymentDialog } from './components/RecordPaymentDialog';
