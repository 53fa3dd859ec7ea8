import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { companies, memberships, users } from '../db/schema';
import { companyAccountId, memberAccountId, postEntry } from '../modules/accounts';
import type { SeedContext } from '.';

/** The year's dues per demo club member, in cents, at 0 % VAT (what they pay in: `payments.ts`). */
const DUES: Record<string, number> = {
  'admin@demo.aero': 18_000,
  'pilot@demo.aero': 18_000,
  'student@demo.aero': 12_000,
  'max.bauer@demo.aero': 12_000,
  'julia.hoffmann@demo.aero': 12_000,
  'markus.wagner@demo.aero': 18_000,
  'katharina.schneider@demo.aero': 18_000,
  'florian.maier@demo.aero': 18_000,
  'instructor@demo.aero': 9_000,
  'crew@demo.aero': 9_000,
};

export async function seedAccounts(tx: Transaction, { now }: SeedContext) {
  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club')).limit(1);
  if (!club) throw new Error('the demo club must be seeded before its accounts');
  const members = await tx
    .select({ id: memberships.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, club.id), eq(memberships.status, 'approved')));
  const revenue = await companyAccountId(tx, club.id, '8110', 'revenue', 'Mitgliedsbeiträge (ideeller Bereich, 0 % USt)');
  // Booked on New Year's morning, or as the demo loads when that is earlier (New Year's night): never ahead of now.
  const newYear = new Date(Math.min(Date.UTC(now.getUTCFullYear(), 0, 1, 8), now.getTime()));
  for (const member of members) {
    const dues = DUES[member.email];
    if (dues === undefined) continue;
    const account = await memberAccountId(tx, club.id, member.id);
    await postEntry(tx, {
      companyId: club.id,
      kind: 'charge',
      description: `Mitgliedsbeitrag ${now.getUTCFullYear()}`,
      bookedAt: newYear,
      lines: [
        { accountId: account, amount: -dues },
        { accountId: revenue, amount: dues },
      ],
    });
  }
}
