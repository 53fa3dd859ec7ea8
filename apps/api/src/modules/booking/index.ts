export { airplaneConflicts, type BusySpan } from './airplane-busy';
export { sharedBookingsAt } from './airport-movements';
export { assertClosableBooking, completeBooking, reopenBooking } from './complete-booking';
export { isOverlapViolation } from './conflicts';
export { pilotsBookedWith } from './instructed';
export { findParty, resolveInstructor } from './parties';
export { bookingCompanyPermissions } from './policy';
export { default as bookingRoutes } from './routes';
export { default as userBookingRoutes } from './user-routes';
