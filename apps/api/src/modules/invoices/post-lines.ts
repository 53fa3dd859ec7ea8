import type { Executor } from '../../db/client';
import { companyAccountId, memberAccountId, type PostingLine, postEntry } from '../accounts';
import { CHARGE_ACCOUNT_NAMES, vatAccount } from '../charges';
import type { InvoiceLineRow, InvoiceRow } from './queries';

/** What a non-member owes on invoices (SKR03 1400 "Forderungen aus Lieferungen und Leistungen"). */
export const RECEIVABLES = { code: '1400', name: 'Forderungen' } as const;

/** The account that owes an invoice: the member's own, or the receivables for anyone else. */
export const debtorAccountId = (tx: Executor, invoice: Pick<InvoiceRow, 'companyId' | 'membershipId'>) =>
  invoice.membershipId
    ? memberAccountId(tx, invoice.companyId, invoice.membershipId)
    : companyAccountId(tx, invoice.companyId, RECEIVABLES.code, 'receivable', RECEIVABLES.name);

/**
 * Books an invoice's typed lines (its charges are on the member's account since the flight): the
 * debtor −gross, each revenue account +net, each VAT account +VAT, as the flight charges are booked.
 * Nothing to book answers null. The description holds no server-picked language: the number and the
 * lines' own texts (the entry's kind says what happened).
 */
export async function postManualLines(
  tx: Executor,
  invoice: InvoiceRow,
  lines: InvoiceLineRow[],
  number: string,
  createdByUserId: number | null,
): Promise<number | null> {
  const manual = lines.filter((line) => line.source === 'manual' && line.gross !== 0);
  if (manual.length === 0) return null;
  const { companyId } = invoice;
  const postings: PostingLine[] = [
    { accountId: await debtorAccountId(tx, invoice), amount: -manual.reduce((sum, line) => sum + line.gross, 0) },
  ];
  for (const line of manual) {
    postings.push({
      accountId: await companyAccountId(
        tx,
        companyId,
        line.revenueAccount,
        'revenue',
        CHARGE_ACCOUNT_NAMES.revenue(line.revenueAccount),
      ),
      amount: line.net,
    });
    if (line.vat !== 0) {
      const code = vatAccount(line.vatRate);
      postings.push({
        accountId: await companyAccountId(tx, companyId, code, 'vat', CHARGE_ACCOUNT_NAMES.vat(code)),
        amount: line.vat,
      });
    }
  }
  const entry = await postEntry(tx, {
    companyId,
    kind: 'charge',
    description: `${number}: ${manual.map((line) => line.description).join(', ')}`,
    lines: postings,
    createdByUserId,
  });
  return entry.id;
}
