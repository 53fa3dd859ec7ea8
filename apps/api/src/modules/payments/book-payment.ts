import type { PaymentMethod } from '@portal/contracts';
import { paymentMessages } from '@portal/contracts/payments-messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, paymentAllocations, payments } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { companyAccountId, memberAccountId, postEntry, reverseEntry } from '../accounts';

/** Where the money went (SKR03): bank transfers, cards and direct debits reach the bank, cash the till. */
const MONEY_ACCOUNTS = {
  bank: { code: '1800', kind: 'bank', name: 'Bank' },
  cash: { code: '1000', kind: 'cash', name: 'Kasse' },
} as const;
const moneyAccountOf = (method: PaymentMethod) => (method === 'cash' ? MONEY_ACCOUNTS.cash : MONEY_ACCOUNTS.bank);

export interface PaymentInput {
  companyId: number;
  membershipId: number;
  method: PaymentMethod;
  amount: number;
  paidAt: string;
  reference: string | null;
  invoiceIds: number[];
  userId: number | null;
  /** When the ledger books it (now unless given: the demo's transfers of the past year). */
  bookedAt?: Date;
}

/**
 * Locks the given invoices of the member and settles them oldest first as far as the amount reaches;
 * an invoice that is not open (or is being collected by direct debit) refuses the whole payment.
 */
async function allocate(tx: Executor, input: PaymentInput, paymentId: number) {
  if (input.invoiceIds.length === 0) return;
  const rows = await tx
    .select({
      id: invoices.id,
      status: invoices.status,
      kind: invoices.kind,
      membershipId: invoices.membershipId,
      totalGross: invoices.totalGross,
      paidAmount: invoices.paidAmount,
      collectionPending: invoices.collectionPending,
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, input.companyId), inArray(invoices.id, input.invoiceIds)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id))
    .for('update');
  const open = rows.filter(
    (row) =>
      row.kind === 'invoice' &&
      row.membershipId === input.membershipId &&
      (row.status === 'issued' || row.status === 'partially_paid'),
  );
  if (open.length !== new Set(input.invoiceIds).size) throw conflict(paymentMessages.invoiceNotOpen);
  if (open.some((row) => row.collectionPending)) throw conflict(paymentMessages.invoicePending);
  let left = input.amount;
  const allocations = [];
  for (const row of open) {
    const amount = Math.min(left, row.totalGross - row.paidAmount);
    if (amount <= 0) break;
    allocations.push({ companyId: input.companyId, paymentId, invoiceId: row.id, amount });
    left -= amount;
  }
  // The database moves each invoice's paid amount and state from these rows (migration 0026).
  if (allocations.length > 0) await tx.insert(paymentAllocations).values(allocations);
}

/**
 * Books a payment: the member's account is credited and the bank or cash account debited in one
 * entry, then the named invoices are settled; what they do not take stays on the account as credit.
 */
export async function bookPayment(tx: Executor, input: PaymentInput): Promise<{ id: number; entryId: number }> {
  const memberAccount = await memberAccountId(tx, input.companyId, input.membershipId);
  const money = moneyAccountOf(input.method);
  const moneyAccount = await companyAccountId(tx, input.companyId, money.code, money.kind, money.name);
  const entry = await postEntry(tx, {
    companyId: input.companyId,
    kind: 'payment',
    // The payer's reference as given; the entry's kind (translated by the web) says it is a payment.
    description: input.reference ?? '',
    bookedAt: input.bookedAt,
    lines: [
      { accountId: memberAccount, amount: input.amount },
      { accountId: moneyAccount, amount: -input.amount },
    ],
    createdByUserId: input.userId,
  });
  const [payment] = await tx
    .insert(payments)
    .values({
      companyId: input.companyId,
      membershipId: input.membershipId,
      method: input.method,
      amount: input.amount,
      paidAt: input.paidAt,
      reference: input.reference,
      entryId: entry.id,
      createdByUserId: input.userId,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment was not written');
  await allocate(tx, input, payment.id);
  return { id: payment.id, entryId: entry.id };
}

/**
 * A payment that came back (a returned direct debit): its entry is reversed and the payment marked,
 * after which the database reopens the invoices it had settled.
 */
export async function returnPayment(tx: Executor, paymentId: number, userId: number | null) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new Error(`payment ${paymentId} does not exist`);
  const reversal = await reverseEntry(tx, payment.entryId, userId);
  await tx.update(payments).set({ returnedEntryId: reversal.id }).where(eq(payments.id, paymentId));
  return payment;
}
