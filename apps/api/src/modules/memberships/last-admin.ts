import { membershipMessages as says } from '@portal/contracts/membership-messages';
import { and, arrayContains, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, memberships } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { MembershipRow } from '../../plugins/tenancy';

const isActingAdmin = (m: Pick<MembershipRow, 'status' | 'roles'>) => m.status === 'approved' && m.roles.includes('admin');

/**
 * A company must keep one approved admin. The company row is locked first, so two admins
 * demoting each other at the same moment cannot both succeed.
 */
export async function ensureAdminRemains(
  db: Executor,
  current: MembershipRow,
  next: Pick<MembershipRow, 'status' | 'roles'> | null,
  field: string,
): Promise<void> {
  if (!isActingAdmin(current) || (next && isActingAdmin(next))) return;
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, current.companyId)).for('update');
  const [others] = await db
    .select({ n: count() })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, current.companyId),
        ne(memberships.id, current.id),
        eq(memberships.status, 'approved'),
        arrayContains(memberships.roles, ['admin']),
      ),
    );
  if ((others?.n ?? 0) === 0) throw invalid(field, says.lastAdmin);
}
