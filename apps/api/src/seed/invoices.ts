import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { companies, invoices } from '../db/schema';
import { addDays, addMonths, todayIn } from '../lib/dates';
import { cancelInvoice, createDraft, type InvoiceContext, issueInvoices, runInvoices, saveBilling } from '../modules/invoices';
import type { SeedContext } from '.';

/** 08:00 UTC of a day: a morning in Europe, when accounting issues a month's invoices. */
const morningOf = (day: string) => new Date(`${day}T08:00:00Z`);

/**
 * The demo club's month ends: its billing details (tax number, bank account, creditor id), each
 * month's flights of the past year billed on the first of the next (so the payments seeder pays them
 * by the members' habits and finds some overdue), and one of last month's invoices cancelled and
 * billed again. This month's flights stay unbilled.
 */
export async function seedInvoices(tx: Transaction, { now }: SeedContext) {
  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club')).limit(1);
  if (!club) return;
  await saveBilling(tx, club.id, {
    tax_number: '79/123/45678',
    vat_id: null,
    account_holder: club.name,
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    creditor_id: 'DE98ZZZ09999999999',
    number_pattern: '{YYYY}-{NNNNN}',
    payment_terms_days: 14,
    first_reminder_days: 14,
    second_reminder_days: 14,
    reminder_fee_id: null,
  });
  const context: InvoiceContext = { company: club, userId: null, actor: { actorUserId: null, actingAsUserId: null } };
  const thisMonth = `${todayIn(club.timezone, now).slice(0, 8)}01`;
  const lastMonth = addMonths(thisMonth, -1);
  let last: number[] = [];
  for (let back = 13; back >= 1; back--) {
    const from = addMonths(thisMonth, -back);
    const issuedOn = addMonths(from, 1);
    const run = await runInvoices(tx, context, { period_from: from, period_to: addDays(issuedOn, -1), dry_run: false });
    last = run.drafts.flatMap((draft) => (draft.invoice_id ? [draft.invoice_id] : []));
    if (last.length > 0) await issueInvoices(tx, context, last, morningOf(issuedOn));
  }
  // A mistake found after issuing: cancelled by a cancellation invoice, the flights billed again.
  const [mistaken] = last;
  if (mistaken === undefined) return;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, mistaken));
  if (!invoice?.membershipId) return;
  await cancelInvoice(tx, context, invoice);
  const again = await createDraft(tx, context, {
    membership_id: invoice.membershipId,
    recipient: null,
    lines: [],
    include_unbilled: true,
    period_from: lastMonth,
    period_to: addDays(thisMonth, -1),
    note: null,
  });
  await issueInvoices(tx, context, [again], now);
}
