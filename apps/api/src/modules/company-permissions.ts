import type { CompanyPermissions } from '@portal/contracts';
import type { Actor } from '../lib/actor';
import { accountCompanyPermissions } from './accounts';
import { bookingCompanyPermissions } from './booking';
import { administrationPermissions } from './companies';
import { documentCompanyPermissions } from './documents';
import { eventCompanyPermissions } from './events';
import { exportCompanyPermissions } from './exports';
import { feeCompanyPermissions } from './fees';
import { fleetCompanyPermissions } from './fleet';
import { flightCompanyPermissions } from './flights';
import { invoiceCompanyPermissions } from './invoices';
import { mailingCompanyPermissions } from './mailings';
import { membershipCompanyPermissions, viewerIn } from './memberships';
import { paymentCompanyPermissions } from './payments';
import { reportCompanyPermissions } from './reports';
import { sepaCompanyPermissions } from './sepa';
import { workHourCompanyPermissions } from './work-hours';

/**
 * What the caller may do in the company before any row exists, each answer from its domain's policy.
 * It sits above the domains (the company routes are handed it) so that no domain imports them all.
 */
export function companyPermissions(actor: Actor): CompanyPermissions {
  const { access } = actor;
  return {
    ...bookingCompanyPermissions(actor),
    ...flightCompanyPermissions(access),
    ...feeCompanyPermissions(actor),
    ...accountCompanyPermissions(access),
    ...invoiceCompanyPermissions(access),
    ...paymentCompanyPermissions(access),
    ...sepaCompanyPermissions(access),
    ...exportCompanyPermissions(access),
    ...fleetCompanyPermissions(actor),
    ...membershipCompanyPermissions(viewerIn(access, actor.userId)),
    ...administrationPermissions(access),
    ...eventCompanyPermissions(actor),
    ...documentCompanyPermissions(actor),
    ...workHourCompanyPermissions(actor),
    ...mailingCompanyPermissions(actor),
    ...reportCompanyPermissions(access),
  };
}
