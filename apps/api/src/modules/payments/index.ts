export { bookPayment, returnPayment } from './book-payment';
export { membershipFor } from './membership-access';
export { can as canPay, paymentCompanyPermissions } from './policy';
export { default as reminderSchedule } from './reminder-schedule';
export { default as paymentRoutes } from './routes';
