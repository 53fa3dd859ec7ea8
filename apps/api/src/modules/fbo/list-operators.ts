import type { FboListItem } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airports, companies, memberships } from '../../db/schema';

/**
 * Every operator with its airport, and the caller's roles there: any pilot may ask any operator for
 * prior permission, so the list is a directory; the operator's own pages need a membership.
 */
export async function listOperators(db: Executor, userId: number): Promise<FboListItem[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      timezone: companies.timezone,
      airport: { id: airports.id, ident: airports.ident, name: airports.name, municipality: airports.municipality },
      roles: memberships.roles,
    })
    .from(companies)
    .innerJoin(airports, eq(airports.id, companies.homeAirportId))
    .leftJoin(
      memberships,
      and(eq(memberships.companyId, companies.id), eq(memberships.userId, userId), eq(memberships.status, 'approved')),
    )
    .where(eq(companies.kind, 'fbo'))
    .orderBy(asc(airports.ident), asc(companies.name));
  return rows.map((row) => ({ ...row, roles: row.roles ?? [] }));
}
