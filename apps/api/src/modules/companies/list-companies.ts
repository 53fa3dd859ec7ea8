import type { CompanyDirectoryEntry, ListQuery } from '@portal/contracts';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, memberships } from '../../db/schema';
import { likeContains, type Page, pageOf } from '../../lib/pagination';
import type { MembershipRow } from '../../plugins/tenancy';
import type { UserRow } from '../users';
import { presentOwnMembership } from './presenter';

const DIRECTORY_LIMIT = 50;

const ownMembership = {
  id: memberships.id,
  status: memberships.status,
  roles: memberships.roles,
};

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(ilike(companies.name, likeContains(search)), ilike(companies.city, likeContains(search)));
}

/** Companies the user belongs to in any status (every company for a super-admin), with the user's own membership. */
export async function listCompanies(
  db: Executor,
  user: UserRow,
  query: ListQuery,
): Promise<Page<{ company: typeof companies.$inferSelect; membership: MembershipRow | null }>> {
  const joinOwn = and(eq(memberships.companyId, companies.id), eq(memberships.userId, user.id));
  const where = and(searchCondition(query.search), user.isSuperAdmin ? undefined : eq(memberships.userId, user.id));
  return pageOf(
    query,
    async () => {
      const [row] = await db.select({ n: count() }).from(companies).leftJoin(memberships, joinOwn).where(where);
      return row?.n ?? 0;
    },
    (limit, offset) => {
      const rows = db
        .select({ company: companies, membership: memberships })
        .from(companies)
        .leftJoin(memberships, joinOwn)
        .where(where)
        .orderBy(asc(companies.name), asc(companies.id))
        .$dynamic();
      return limit === undefined ? rows : rows.limit(limit).offset(offset ?? 0);
    },
    db,
  );
}

/** Any company by name or city, with the public fields only: how a person finds a company to join. */
export async function searchDirectory(db: Executor, user: UserRow, search: string | undefined): Promise<CompanyDirectoryEntry[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      kind: companies.kind,
      city: companies.city,
      country: companies.country,
      membership: ownMembership,
    })
    .from(companies)
    .leftJoin(memberships, and(eq(memberships.companyId, companies.id), eq(memberships.userId, user.id)))
    .where(searchCondition(search))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(DIRECTORY_LIMIT);
  return rows.map((row) => ({
    ...row,
    kind: row.kind,
    membership: presentOwnMembership(row.membership),
  }));
}
