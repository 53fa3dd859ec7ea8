import type { CompanyAccountKind, ManualKind, TransactionCreate } from '@portal/contracts';
import type { Executor } from '../../db/client';
import { type AuditActor, writeAudit } from '../audit';
import { companyAccountId, postEntry } from './ledger';

/**
 * Where the other side of a manual line goes (SKR03 codes):
 * - payment: money came in, into the bank (1800); the member is in credit by it.
 * - charge: something the member owes that is no flight (a course fee, a penalty), as revenue
 *   8400 without VAT (a charge with VAT comes from the fees, through the charges module).
 * - credit: the club gives the member money without receiving any (goodwill, a refund of a
 *   surcharge), an expense 4900 "sonstige betriebliche Aufwendungen", not a reduction of revenue,
 *   since it is not tied to one sale.
 */
const MANUAL_COUNTER_ACCOUNTS: Record<ManualKind, { code: string; kind: CompanyAccountKind; name: string; sign: 1 | -1 }> = {
  payment: { code: '1800', kind: 'bank', name: 'Bank', sign: 1 },
  charge: { code: '8400', kind: 'revenue', name: 'Erlöse', sign: -1 },
  credit: { code: '4900', kind: 'expense', name: 'Sonstige betriebliche Aufwendungen', sign: 1 },
};

const AUDIT_ACTIONS: Record<ManualKind, string> = {
  payment: 'account.payment_recorded',
  charge: 'account.charged',
  credit: 'account.credited',
};

/** Posts a manual charge, credit or payment on a member's account, audited: who, when, what. */
export async function postManualTransaction(
  tx: Executor,
  input: { companyId: number; membershipId: number; accountId: number; userId: number | null; actor: AuditActor },
  body: TransactionCreate,
): Promise<{ id: number }> {
  const counter = MANUAL_COUNTER_ACCOUNTS[body.kind];
  const counterId = await companyAccountId(tx, input.companyId, counter.code, counter.kind, counter.name);
  const memberAmount = counter.sign * body.amount;
  const entry = await postEntry(tx, {
    companyId: input.companyId,
    kind: body.kind,
    description: body.description,
    lines: [
      { accountId: input.accountId, amount: memberAmount },
      { accountId: counterId, amount: -memberAmount },
    ],
    createdByUserId: input.userId,
  });
  await writeAudit(tx, {
    ...input.actor,
    companyId: input.companyId,
    action: AUDIT_ACTIONS[body.kind],
    subjectType: 'membership',
    subjectId: input.membershipId,
    after: {
      entry_id: entry.id,
      kind: body.kind,
      amount: memberAmount,
      description: body.description,
      counter_account: counter.code,
    },
  });
  return entry;
}
