import type { PackageUsage, PrepaidPackage, RowPermissions } from '@portal/contracts';
import type { prepaidPackageUsages } from '../../db/schema';
import type { ListedPackage } from './find-packages';

type UsageRow = typeof prepaidPackageUsages.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function presentUsage(row: UsageRow): PackageUsage {
  return {
    id: row.id,
    kind: row.kind,
    flight_id: row.flightId,
    minutes: row.minutes,
    amount: row.amount,
    value: row.value,
    at: row.at.toISOString(),
    returned_at: iso(row.returnedAt),
  };
}

export function presentPackage(
  row: ListedPackage,
  currency: string,
  extras: { airplaneIds?: number[]; usage?: UsageRow[]; permissions?: RowPermissions } = {},
): PrepaidPackage {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    description: row.description,
    price: row.price,
    currency,
    credit_minutes: row.creditMinutes,
    credit_amount: row.creditAmount,
    airplane_ids: extras.airplaneIds ?? [],
    category: row.category,
    validity_days: row.validityDays,
    discount_percent: row.discountPercent,
    retired_at: iso(row.retiredAt),
    offer_id: row.offerId,
    membership_id: row.membershipId,
    member_name: row.memberName,
    sold_at: iso(row.soldAt),
    expires_at: iso(row.expiresAt),
    remaining_minutes: row.remainingMinutes,
    remaining_amount: row.remainingAmount,
    closed_at: iso(row.closedAt),
    ...(extras.usage ? { usage: extras.usage.map(presentUsage) } : {}),
    ...(extras.permissions ? { permissions: extras.permissions } : {}),
  };
}
