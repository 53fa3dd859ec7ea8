import type { FastifyInstance } from 'fastify';
import { academyRoutes, figureRoutes, trainingRoutes } from './academy';
import { accountRoutes } from './account';
import { accountingRoutes } from './accounting';
import { memberAccountRoutes } from './accounts';
import { adminRoutes } from './admin';
import { airportRoutes } from './airports';
import { authRoutes, passwordRoutes, sessionPurge, verificationRoutes } from './auth';
import { bookingRoutes, userBookingRoutes } from './booking';
import { chargeRoutes, instructorRateRoutes } from './charges';
import { companyRoutes } from './companies';
import { companyAdminRoutes } from './company-admin';
import { companyPermissions } from './company-permissions';
import { clubDocumentRoutes, documentFolderRoutes } from './documents';
import { eventRoutes } from './events';
import { exportRoutes } from './exports';
import { fboRoutes, pprRoutes, recurringRoutes } from './fbo';
import { airportDetailRoutes, feeRoutes, landingFeeRoutes } from './fees';
import { fileRoutes, objectPurge, testUploadRoutes } from './files';
import {
  airplaneRoutes,
  attachmentRoutes,
  documentRoutes,
  maintenanceRoutes,
  positionRoutes,
  squawkRoutes,
  userAirplaneRoutes,
} from './fleet';
import { flightRoutes } from './flights';
import { billingRoutes, invoiceDocumentRoutes, invoiceRoutes } from './invoices';
import { legalRoutes } from './legal';
import { licenceRoutes } from './licences';
import { expirySchedule, logbookRoutes, logbookTotalsRoutes, logbookTransferRoutes } from './logbook';
import { mailingRoutes } from './mailings';
import { memberDocumentRoutes } from './member-documents';
import { companyMembershipRoutes, membershipRoutes } from './memberships';
import { notificationRoutes } from './notifications';
import { packageExpirySchedule, packageRoutes } from './packages';
import { paymentRoutes, reminderSchedule } from './payments';
import { platformRoutes } from './platform';
import { reportRoutes } from './reports';
import { collectionRoutes, mandateRoutes } from './sepa';
import { trackRoutes, trackShareRoutes } from './tracks';
import { trainedBy } from './trained-students';
import { workHourRoutes } from './work-hours';

/** The company routes answer `permissions` from every domain's policy, handed in here above the domains. */
async function companyRoutesWithPermissions(app: FastifyInstance) {
  await app.register(companyRoutes, { permissionsOf: companyPermissions });
}

/** A question's figure is served by its question's route alone, to whom the academy allows. */
async function fileRoutesWithOwners(app: FastifyInstance) {
  await app.register(fileRoutes);
}

async function companyMembershipRoutesWithTraining(app: FastifyInstance) {
  await app.register(companyMembershipRoutes, { trainedBy });
}

/** Every domain's routes and schedules, in one list so none is forgotten. */
export const modules = [
  platformRoutes,
  legalRoutes,
  authRoutes,
  passwordRoutes,
  sessionPurge,
  objectPurge,
  verificationRoutes,
  accountRoutes,
  companyRoutesWithPermissions,
  companyAdminRoutes,
  companyMembershipRoutesWithTraining,
  membershipRoutes,
  memberAccountRoutes,
  adminRoutes,
  notificationRoutes,
  licenceRoutes,
  bookingRoutes,
  userBookingRoutes,
  airportRoutes,
  airportDetailRoutes,
  flightRoutes,
  chargeRoutes,
  instructorRateRoutes,
  invoiceDocumentRoutes,
  exportRoutes,
  accountingRoutes,
  billingRoutes,
  invoiceRoutes,
  logbookRoutes,
  logbookTotalsRoutes,
  logbookTransferRoutes,
  expirySchedule,
  feeRoutes,
  landingFeeRoutes,
  packageRoutes,
  packageExpirySchedule,
  paymentRoutes,
  reminderSchedule,
  mandateRoutes,
  collectionRoutes,
  airplaneRoutes,
  userAirplaneRoutes,
  positionRoutes,
  maintenanceRoutes,
  squawkRoutes,
  documentRoutes,
  attachmentRoutes,
  fileRoutesWithOwners,
  testUploadRoutes,
  academyRoutes,
  figureRoutes,
  trainingRoutes,
  fboRoutes,
  pprRoutes,
  recurringRoutes,
  eventRoutes,
  documentFolderRoutes,
  clubDocumentRoutes,
  memberDocumentRoutes,
  workHourRoutes,
  mailingRoutes,
  reportRoutes,
  trackRoutes,
  trackShareRoutes,
];

export async function registerModules(app: FastifyInstance) {
  for (const module of modules) await app.register(module);
}
