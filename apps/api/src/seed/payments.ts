import { and, asc, eq, inArray } from 'drizzle-orm';
import { composeIBAN } from 'ibantools';
import type { Transaction } from '../db/client';
import { companies, invoices, memberships, sepaMandates, users } from '../db/schema';
import { utcToday } from '../lib/dates';
import { bookPayment } from '../modules/payments';
import type { SeedContext } from './index';

const DAY_MS = 86_400_000;

/**
 * Mandates for most of the club's members (every fourth pays by transfer), signed last January
 * with valid IBANs; then the issued invoices the invoice seed left: all but the oldest and the two
 * newest are paid by transfer a week after issue, so the oldest is overdue once its due date passes
 * and the newest wait for a direct debit run.
 */
export async function seedPayments(tx: Transaction, { now }: SeedContext) {
  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club')).orderBy(asc(companies.id)).limit(1);
  if (!club) return;
  const members = await tx
    .select({ id: memberships.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, club.id), eq(memberships.status, 'approved')))
    .orderBy(asc(memberships.id));
  const signedOn = `${now.getUTCFullYear()}-01-15`;
  const withMandate = members.filter((_, index) => index % 4 !== 3);
  if (withMandate.length > 0) {
    await tx.insert(sepaMandates).values(
      withMandate.map((member, index) => ({
        companyId: club.id,
        membershipId: member.id,
        reference: `LSV-${String(member.id).padStart(5, '0')}`,
        signedOn,
        accountHolder: member.name,
        iban: composeIBAN({ countryCode: 'DE', bban: `12030000${String(1_000_000_000 + index * 7919).slice(-10)}` }) ?? '',
      })),
    );
  }
  const issued = await tx
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.companyId, club.id), eq(invoices.kind, 'invoice'), inArray(invoices.status, ['issued', 'partially_paid'])),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  for (const invoice of issued.slice(1, -2)) {
    if (invoice.membershipId === null || !invoice.issuedAt) continue;
    const paidAt = new Date(Math.min(invoice.issuedAt.getTime() + 7 * DAY_MS, now.getTime()));
    await bookPayment(tx, {
      companyId: club.id,
      membershipId: invoice.membershipId,
      method: 'transfer',
      amount: invoice.totalGross - invoice.paidAmount,
      paidAt: utcToday(paidAt),
      reference: `Rechnung ${invoice.number}`,
      invoiceIds: [invoice.id],
      userId: null,
    });
  }
}
