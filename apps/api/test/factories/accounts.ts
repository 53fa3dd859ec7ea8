import type { Database } from '../../src/db/client';
import { companyAccountId, memberAccountId, postEntry } from '../../src/modules/accounts';

/** A payment into the bank of `amount` minor units on an approved member's account (positive: in credit). */
export async function buildPayment(
  db: Database,
  companyId: number,
  membershipId: number,
  amount = 10_000,
  description = 'Einzahlung',
) {
  const member = await memberAccountId(db, companyId, membershipId);
  const bank = await companyAccountId(db, companyId, '1800', 'bank', 'Bank');
  return postEntry(db, {
    companyId,
    kind: 'payment',
    description,
    lines: [
      { accountId: member, amount },
      { accountId: bank, amount: -amount },
    ],
  });
}

/** A charge of `amount` minor units against revenue 8400 (the member owes it). */
export async function buildCharge(
  db: Database,
  companyId: number,
  membershipId: number,
  amount = 10_000,
  description = 'Gebühr',
) {
  const member = await memberAccountId(db, companyId, membershipId);
  const revenue = await companyAccountId(db, companyId, '8400', 'revenue', 'Erlöse');
  return postEntry(db, {
    companyId,
    kind: 'charge',
    description,
    lines: [
      { accountId: member, amount: -amount },
      { accountId: revenue, amount },
    ],
  });
}
