import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { companies, memberships, users } from '../db/schema';
import { companyAccountId, memberAccountId, postEntry } from '../modules/accounts';
import type { SeedContext } from '.';

const DAY_MS = 24 * 3600_000;

/**
 * What the demo club's members paid in and owe besides their flights (the charges seeder charges
 * the flights): the year's dues at 0 % VAT on 1 January, and transfers to the bank over the last
 * weeks, so that once the flights are charged some members are in credit and some owe.
 * Amounts in cents; `daysAgo` when the money arrived.
 */
const PLAN: Record<string, { dues: number; payments: Array<{ amount: number; daysAgo: number; text: string }> }> = {
  'pilot@demo.aero': {
    dues: 18_000,
    payments: [
      { amount: 50_000, daysAgo: 40, text: 'Überweisung Flugguthaben' },
      { amount: 30_000, daysAgo: 9, text: 'Überweisung Flugguthaben' },
    ],
  },
  'student@demo.aero': { dues: 12_000, payments: [{ amount: 150_000, daysAgo: 30, text: 'Anzahlung Ausbildung PPL(A)' }] },
  'max.bauer@demo.aero': { dues: 12_000, payments: [{ amount: 40_000, daysAgo: 21, text: 'Überweisung Ausbildung' }] },
  'julia.hoffmann@demo.aero': { dues: 12_000, payments: [{ amount: 80_000, daysAgo: 16, text: 'Überweisung Ausbildung' }] },
  'markus.wagner@demo.aero': { dues: 18_000, payments: [{ amount: 20_000, daysAgo: 35, text: 'Überweisung' }] },
  'katharina.schneider@demo.aero': {
    dues: 18_000,
    payments: [
      { amount: 25_000, daysAgo: 60, text: 'Überweisung' },
      { amount: 25_000, daysAgo: 12, text: 'Bareinzahlung' },
    ],
  },
  'florian.maier@demo.aero': { dues: 18_000, payments: [] },
  'instructor@demo.aero': { dues: 9_000, payments: [{ amount: 9_000, daysAgo: 50, text: 'Überweisung Mitgliedsbeitrag' }] },
  'crew@demo.aero': { dues: 9_000, payments: [{ amount: 9_000, daysAgo: 45, text: 'Überweisung Mitgliedsbeitrag' }] },
};

export async function seedAccounts(tx: Transaction, { now }: SeedContext) {
  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club')).limit(1);
  if (!club) throw new Error('the demo club must be seeded before its accounts');
  const members = await tx
    .select({ id: memberships.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, club.id), eq(memberships.status, 'approved')));
  const bank = await companyAccountId(tx, club.id, '1800', 'bank', 'Bank');
  const dues = await companyAccountId(tx, club.id, '8110', 'revenue', 'Mitgliedsbeiträge (ideeller Bereich, 0 % USt)');
  const newYear = new Date(Date.UTC(now.getUTCFullYear(), 0, 1, 8));
  for (const member of members) {
    const plan = PLAN[member.email];
    if (!plan) continue;
    const account = await memberAccountId(tx, club.id, member.id);
    await postEntry(tx, {
      companyId: club.id,
      kind: 'charge',
      description: `Mitgliedsbeitrag ${now.getUTCFullYear()}`,
      bookedAt: newYear,
      lines: [
        { accountId: account, amount: -plan.dues },
        { accountId: dues, amount: plan.dues },
      ],
    });
    for (const payment of plan.payments) {
      const bookedAt = new Date(Math.max(newYear.getTime() + DAY_MS, now.getTime() - payment.daysAgo * DAY_MS));
      await postEntry(tx, {
        companyId: club.id,
        kind: 'payment',
        description: payment.text,
        bookedAt,
        lines: [
          { accountId: account, amount: payment.amount },
          { accountId: bank, amount: -payment.amount },
        ],
      });
    }
  }
}
