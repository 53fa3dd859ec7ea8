import { defaultRoleOf, type Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema';

/** The role the company gives a join request on approval (`settings.memberships.default_role`, else `member`). */
export async function defaultRoleFor(db: Executor, companyId: number): Promise<Role> {
  const [row] = await db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, companyId));
  return defaultRoleOf(row?.settings);
}
