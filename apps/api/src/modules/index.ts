import type { FastifyInstance } from 'fastify';
import accountRoutes from './account/routes';
import adminRoutes from './admin/routes';
import airportRoutes from './airports/routes';
import passwordRoutes from './auth/password-routes';
import authRoutes from './auth/routes';
import sessionPurge from './auth/session-purge';
import verificationRoutes from './auth/verification-routes';
import bookingRoutes from './booking/routes';
import userBookingRoutes from './booking/user-routes';
import companyRoutes from './companies/routes';
import landingFeeRoutes from './fees/landing-fee-routes';
import feeRoutes from './fees/routes';
import fileRoutes from './files/file-routes';
import airplaneRoutes from './fleet/airplane-routes';
import attachmentRoutes from './fleet/attachment-routes';
import documentRoutes from './fleet/document-routes';
import maintenanceRoutes from './fleet/maintenance-routes';
import positionRoutes from './fleet/position-routes';
import squawkRoutes from './fleet/squawk-routes';
import userAirplaneRoutes from './fleet/user-airplane-routes';
import flightRoutes from './flights/routes';
import licenceRoutes from './licences/routes';
import expirySchedule from './logbook/expiry-schedule';
import logbookRoutes from './logbook/routes';
import logbookTotalsRoutes from './logbook/totals-routes';
import logbookTransferRoutes from './logbook/transfer-routes';
import companyMembershipRoutes from './memberships/company-routes';
import membershipRoutes from './memberships/routes';
import notificationRoutes from './notifications/routes';
import platformRoutes from './platform/routes';

/** Every domain's routes and schedules, in one list so none is forgotten. */
export const modules = [
  platformRoutes,
  authRoutes,
  passwordRoutes,
  sessionPurge,
  verificationRoutes,
  accountRoutes,
  companyRoutes,
  companyMembershipRoutes,
  membershipRoutes,
  adminRoutes,
  notificationRoutes,
  licenceRoutes,
  bookingRoutes,
  userBookingRoutes,
  airportRoutes,
  flightRoutes,
  logbookRoutes,
  logbookTotalsRoutes,
  logbookTransferRoutes,
  expirySchedule,
  feeRoutes,
  landingFeeRoutes,
  airplaneRoutes,
  userAirplaneRoutes,
  positionRoutes,
  maintenanceRoutes,
  squawkRoutes,
  documentRoutes,
  attachmentRoutes,
  fileRoutes,
];

export async function registerModules(app: FastifyInstance) {
  for (const module of modules) await app.register(module);
}
