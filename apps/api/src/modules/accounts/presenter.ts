import type { AccountingSettings, AccountListItem, AccountTransaction, MemberAccount } from '@portal/contracts';
import { type AccountListRow, isLow, type LedgerAccountRow, type LineRow } from './queries';

export function presentMemberAccount(account: LedgerAccountRow, settings: AccountingSettings): MemberAccount {
  return {
    membership_id: account.membershipId as number,
    balance: account.balance,
    currency: account.currency,
    low_balance_policy: settings.low_balance_policy,
    low_balance_threshold: settings.low_balance_threshold,
    low: isLow(account.balance, settings),
  };
}

export function presentAccountListItem(row: AccountListRow): AccountListItem {
  return {
    id: row.id,
    membership_id: row.membershipId,
    name: row.name,
    member_number: row.memberNumber,
    balance: row.balance,
    currency: row.currency,
  };
}

export function presentLine(row: LineRow): AccountTransaction {
  return {
    id: row.id,
    entry_id: row.entryId,
    booked_at: row.bookedAt.toISOString(),
    kind: row.kind,
    description: row.description,
    amount: row.amount,
    balance_after: row.balanceAfter,
    flight_id: row.flightId,
    package_id: row.packageId,
  };
}
