import type { Database } from '../../src/db/client';
import { companyAccountId, type EntryInput, memberAccountId, postEntry } from '../../src/modules/accounts';

type CompanyAccount = Parameters<typeof companyAccountId> extends [unknown, unknown, ...infer Rest] ? Rest : never;

/** An entry of `amount` minor units to a member's account (negative: the member owes it) and the opposite to a company account. */
async function memberEntry(
  db: Database,
  companyId: number,
  membershipId: number,
  entry: Pick<EntryInput, 'kind' | 'description'> & { amount: number; against: CompanyAccount },
) {
  const member = await memberAccountId(db, companyId, membershipId);
  const other = await companyAccountId(db, companyId, ...entry.against);
  return postEntry(db, {
    companyId,
    kind: entry.kind,
    description: entry.description,
    lines: [
      { accountId: member, amount: entry.amount },
      { accountId: other, amount: -entry.amount },
    ],
  });
}

/** A payment into the bank of `amount` minor units on an approved member's account (positive: in credit). */
export const buildPayment = (
  db: Database,
  companyId: number,
  membershipId: number,
  amount = 10_000,
  description = 'Einzahlung',
) => memberEntry(db, companyId, membershipId, { kind: 'payment', description, amount, against: ['1800', 'bank', 'Bank'] });

/** A charge of `amount` minor units against revenue 8400 (the member owes it). */
export const buildCharge = (db: Database, companyId: number, membershipId: number, amount = 10_000, description = 'Gebühr') =>
  memberEntry(db, companyId, membershipId, {
    kind: 'charge',
    description,
    amount: -amount,
    against: ['8400', 'revenue', 'Erlöse'],
  });
