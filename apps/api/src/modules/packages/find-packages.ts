import type { PackageListQuery } from '@portal/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepaidPackageAirplanes, prepaidPackages, prepaidPackageUsages } from '../../db/schema';
import { likeContains } from '../../lib/pagination';
import { memberNames } from '../memberships';
import type { PackageRow } from './value';

type PackageFilter = Pick<PackageListQuery, 'sold' | 'retired' | 'membership_id' | 'expiring_within_days' | 'search'>;

const owner = memberNames('owner');

function conditions(companyId: number, filter: PackageFilter, now: Date): SQL | undefined {
  const where: Array<SQL | undefined> = [eq(prepaidPackages.companyId, companyId)];
  if (filter.sold) {
    where.push(isNotNull(prepaidPackages.membershipId));
    if (filter.membership_id) where.push(eq(prepaidPackages.membershipId, filter.membership_id));
    if (filter.expiring_within_days !== undefined) {
      where.push(
        isNull(prepaidPackages.closedAt),
        lte(prepaidPackages.expiresAt, new Date(now.getTime() + filter.expiring_within_days * 86_400_000)),
      );
    }
  } else {
    where.push(isNull(prepaidPackages.membershipId));
    if (!filter.retired) where.push(isNull(prepaidPackages.retiredAt));
  }
  if (filter.search) where.push(ilike(prepaidPackages.name, likeContains(filter.search)));
  return and(...where);
}

export type ListedPackage = PackageRow & { memberName: string | null };

export async function listPackages(
  db: Executor,
  companyId: number,
  filter: PackageFilter,
  limit?: number,
  offset?: number,
  now = new Date(),
): Promise<ListedPackage[]> {
  const query = db
    .select({ pkg: prepaidPackages, memberName: owner.name })
    .from(prepaidPackages)
    .leftJoin(owner, eq(owner.membershipId, prepaidPackages.membershipId))
    .where(conditions(companyId, filter, now))
    .orderBy(...(filter.sold ? [asc(prepaidPackages.expiresAt)] : [asc(prepaidPackages.name)]), asc(prepaidPackages.id));
  const rows = await (limit === undefined ? query : query.limit(limit).offset(offset ?? 0));
  return rows.map((row) => ({ ...row.pkg, memberName: row.memberName }));
}

export async function countPackages(db: Executor, companyId: number, filter: PackageFilter, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prepaidPackages)
    .where(conditions(companyId, filter, now));
  return row?.n ?? 0;
}

export async function findPackage(db: Executor, id: number): Promise<ListedPackage | undefined> {
  const [row] = await db
    .select({ pkg: prepaidPackages, memberName: owner.name })
    .from(prepaidPackages)
    .leftJoin(owner, eq(owner.membershipId, prepaidPackages.membershipId))
    .where(eq(prepaidPackages.id, id));
  return row ? { ...row.pkg, memberName: row.memberName } : undefined;
}

/** The aircraft each package names, by package id. */
export async function airplaneIdsOf(db: Executor, packageIds: number[]): Promise<Map<number, number[]>> {
  const byPackage = new Map<number, number[]>();
  if (packageIds.length === 0) return byPackage;
  const rows = await db
    .select()
    .from(prepaidPackageAirplanes)
    .where(inArray(prepaidPackageAirplanes.packageId, packageIds))
    .orderBy(asc(prepaidPackageAirplanes.airplaneId));
  for (const row of rows) byPackage.set(row.packageId, [...(byPackage.get(row.packageId) ?? []), row.airplaneId]);
  return byPackage;
}

export async function usageOf(db: Executor, packageId: number) {
  return db
    .select()
    .from(prepaidPackageUsages)
    .where(eq(prepaidPackageUsages.packageId, packageId))
    .orderBy(desc(prepaidPackageUsages.at), desc(prepaidPackageUsages.id));
}
