import { membershipMessages as says } from '@portal/contracts/membership-messages';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, companies } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyRow } from '../../plugins/tenancy';

const DAY_MS = 24 * 3600_000;
/** Invitations a company may send in 24 hours; a company younger than a day gets fewer, so a fresh one cannot mail in bulk. */
export const INVITATIONS_PER_DAY = 50;
export const INVITATIONS_PER_DAY_NEW_COMPANY = 10;
export const INVITED_ACTION = 'membership.invited';

/** Refuses with 429 once the company has sent its invitations for the last 24 hours (counted from the audit log). */
export async function ensureInvitationAllowed(db: Executor, company: CompanyRow, now = new Date()): Promise<void> {
  // The company row lock makes concurrent invitations of one company count one after the other.
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update');
  const limit = now.getTime() - company.createdAt.getTime() < DAY_MS ? INVITATIONS_PER_DAY_NEW_COMPANY : INVITATIONS_PER_DAY;
  const [row] = await db
    .select({ sent: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.companyId, company.id),
        eq(auditLog.action, INVITED_ACTION),
        gt(auditLog.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((row?.sent ?? 0) >= limit) throw new AppError('throttled', says.invitationsThrottled(limit));
}
