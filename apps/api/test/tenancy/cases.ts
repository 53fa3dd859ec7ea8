import { academyCases } from './academy';
import { academyCourseCases } from './academy-courses';
import { accountingCases } from './accounting';
import { accountCases } from './accounts';
import { bookingCases } from './booking';
import { clubCases } from './club';
import { companyAdminCases } from './company-admin';
import { documentCases } from './documents';
import { fboCases } from './fbo';
import { fleetCases } from './fleet';
import { identityCases } from './identity';
import { invoiceDocumentCases } from './invoice-documents';
import { invoiceCases } from './invoices';
import { logbookCases } from './logbook';
import { memberDocumentCases } from './member-documents';
import { notificationCases } from './notifications';
import { packageCases } from './packages';
import { paymentCases } from './payments';
import { reportCases } from './reports';
import { trackCases } from './tracks';
import type { TenancyCase } from './world';

/**
 * One entry per guarded route, keyed "METHOD url" as the route is declared.
 * The route-table test fails for any guarded route missing here, so a new route cannot skip tenancy.
 * Domains add their cases through their own file and spread them in.
 */
export const tenancyCases: Record<string, TenancyCase> = {
  'POST /logout': { scope: 'self', reason: 'ends only the caller’s own session or token' },
  'GET /api/user': { scope: 'self', reason: 'returns the caller' },
  ...identityCases,
  ...accountCases,
  ...accountingCases,
  ...bookingCases,
  ...notificationCases,
  ...fleetCases,
  ...logbookCases,
  ...packageCases,
  ...invoiceCases,
  ...invoiceDocumentCases,
  ...paymentCases,
  ...reportCases,
  ...academyCases,
  ...academyCourseCases,
  ...fboCases,
  ...clubCases,
  ...companyAdminCases,
  ...documentCases,
  ...memberDocumentCases,
  ...trackCases,
};
