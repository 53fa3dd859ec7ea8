import type { MembershipListQuery } from '@portal/contracts';
import { and, arrayContains, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, memberships, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { likePrefix, type Page, pageOf } from '../../lib/pagination';
import type { MembershipRecord } from './presenter';

const userColumns = { id: users.id, name: users.name, email: users.email };
const companyColumns = {
  id: companies.id,
  name: companies.name,
  kind: companies.kind,
  timezone: companies.timezone,
  currency: companies.currency,
};

/** Prefix of any word of the name, of the email, or of the member number, in any letter case. */
export function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const prefix = likePrefix(search);
  return or(
    ilike(users.name, prefix),
    ilike(users.name, `% ${prefix}`),
    ilike(users.email, prefix),
    ilike(memberships.memberNumber, prefix),
  );
}

function filters(query: Pick<MembershipListQuery, 'search' | 'status' | 'role'>): SQL[] {
  return [
    searchCondition(query.search),
    query.status ? eq(memberships.status, query.status) : undefined,
    query.role ? arrayContains(memberships.roles, [query.role]) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** Memberships matching `where`, with their users (and companies when asked), sorted by name. */
export function listRecords(
  db: Executor,
  query: Pick<MembershipListQuery, 'paginate' | 'page' | 'per_page'>,
  where: SQL | undefined,
): Promise<Page<MembershipRecord>> {
  return pageOf(
    query,
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where);
      return row?.n ?? 0;
    },
    (limit, offset) => {
      const rows = db
        .select({ membership: memberships, user: userColumns, company: companyColumns })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(where)
        .orderBy(asc(users.name), asc(memberships.id))
        .$dynamic();
      return limit === undefined ? rows : rows.limit(limit).offset(offset ?? 0);
    },
    db,
  );
}

export function listCompanyMemberships(db: Executor, companyId: number, query: MembershipListQuery, approvedOnly: boolean) {
  const scope = [eq(memberships.companyId, companyId), ...(approvedOnly ? [eq(memberships.status, 'approved')] : [])];
  return listRecords(db, query, and(...scope, ...filters(query)));
}

export function listUserMemberships(db: Executor, userId: number, query: MembershipListQuery) {
  return listRecords(db, query, and(eq(memberships.userId, userId), ...filters(query)));
}

/** One membership with its user and company, or 404. */
export async function findMembershipRecord(db: Executor, id: number): Promise<MembershipRecord> {
  const [row] = await db
    .select({ membership: memberships, user: userColumns, company: companyColumns })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.id, id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
