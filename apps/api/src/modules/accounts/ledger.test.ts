import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../../test/database';
import { buildCompany, buildMember, buildMembership, buildUser } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { journalEntries, ledgerAccounts, memberships, postings } from '../../db/schema';
import { companyAccountId, memberAccountId, postEntry, reverseEntry } from './index';

/** A small deterministic generator, so a failing sequence can be replayed. */
/** The database's own refusal, wherever the driver puts it. */
const saysUnbalanced = (error: unknown) =>
  /does not balance/.test(String((error as { cause?: Error }).cause?.message ?? (error as Error).message));

function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}

describe(`the ledger on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, 60_000);
  afterAll(async () => handle?.close());

  it('opens an account when a membership is approved, and only then', async () => {
    const { db } = handle;
    const company = await buildCompany(db, { currency: 'CHF' });
    const pending = await buildMembership(db, company.id, (await buildUser(db)).id, { status: 'pending' });
    await expect(memberAccountId(db, company.id, pending.id)).rejects.toMatchObject({ status: 404 });
    await db.update(memberships).set({ status: 'approved' }).where(eq(memberships.id, pending.id));
    const id = await memberAccountId(db, company.id, pending.id);
    const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
    expect(account).toMatchObject({ kind: 'member', balance: 0, currency: 'CHF', membershipId: pending.id });
    // Suspending and approving again keeps the one account.
    await db.update(memberships).set({ status: 'suspended' }).where(eq(memberships.id, pending.id));
    await db.update(memberships).set({ status: 'approved' }).where(eq(memberships.id, pending.id));
    expect(await memberAccountId(db, company.id, pending.id)).toBe(id);
  });

  it('refuses at commit an entry whose postings do not sum to zero, however it is written', async () => {
    const { db } = handle;
    const { company, membership } = await buildMember(db);
    const member = await memberAccountId(db, company.id, membership.id);
    const bank = await companyAccountId(db, company.id, '1800', 'bank', 'Bank');
    const unbalanced = db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(journalEntries)
        .values({ companyId: company.id, kind: 'payment', description: 'half an entry' })
        .returning();
      if (!entry) throw new Error('no entry');
      await tx.insert(postings).values([
        { entryId: entry.id, companyId: company.id, accountId: member, amount: 5000 },
        { entryId: entry.id, companyId: company.id, accountId: bank, amount: -4999 },
      ]);
      // Inside the transaction the rows are there: the check waits for the commit.
      const [inside] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, member));
      expect(inside?.balance).toBe(5000);
    });
    await expect(unbalanced).rejects.toSatisfy(saysUnbalanced);
    const lonely = db.transaction(async (tx) => {
      await tx.insert(journalEntries).values({ companyId: company.id, kind: 'payment', description: 'no postings' });
    });
    await expect(lonely).rejects.toSatisfy(saysUnbalanced);
    const single = db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(journalEntries)
        .values({ companyId: company.id, kind: 'charge', description: 'one line' })
        .returning();
      if (!entry) throw new Error('no entry');
      await tx.insert(postings).values({ entryId: entry.id, companyId: company.id, accountId: member, amount: 1 });
    });
    await expect(single).rejects.toSatisfy(saysUnbalanced);
    const [after] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, member));
    expect(after?.balance).toBe(0);
    expect(await db.select().from(journalEntries).where(eq(journalEntries.companyId, company.id))).toHaveLength(0);
  });

  it('never changes or deletes what was booked', async () => {
    const { db } = handle;
    const { company, membership } = await buildMember(db);
    const member = await memberAccountId(db, company.id, membership.id);
    const bank = await companyAccountId(db, company.id, '1800', 'bank', 'Bank');
    const entry = await postEntry(db, {
      companyId: company.id,
      kind: 'payment',
      description: 'Einzahlung',
      lines: [
        { accountId: member, amount: 10_000 },
        { accountId: bank, amount: -10_000 },
      ],
    });
    await expect(db.update(postings).set({ amount: 1 }).where(eq(postings.entryId, entry.id))).rejects.toThrow();
    await expect(db.delete(postings).where(eq(postings.entryId, entry.id))).rejects.toThrow();
    await expect(db.update(journalEntries).set({ description: 'x' }).where(eq(journalEntries.id, entry.id))).rejects.toThrow();
    await expect(db.delete(journalEntries).where(eq(journalEntries.id, entry.id))).rejects.toThrow();
    // A posting on another company's account is refused.
    const other = await buildCompany(db);
    const foreignBank = await companyAccountId(db, other.id, '1800', 'bank', 'Bank');
    await expect(
      postEntry(db, {
        companyId: company.id,
        kind: 'payment',
        description: 'wrong company',
        lines: [
          { accountId: member, amount: 1 },
          { accountId: foreignBank, amount: -1 },
        ],
      }),
    ).rejects.toThrow();
    // Reversed once; a second reversal is refused.
    await reverseEntry(db, entry.id);
    await expect(reverseEntry(db, entry.id)).rejects.toMatchObject({ status: 409 });
    const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, member));
    expect(account?.balance).toBe(0);
  });

  it('keeps every balance equal to the sum of its postings after random entries and reversals', async () => {
    const { db } = handle;
    const company = await buildCompany(db);
    const members = await Promise.all([0, 1, 2, 3].map(() => buildMember(db, ['member'], company.id)));
    const accounts = [
      ...(await Promise.all(members.map(({ membership }) => memberAccountId(db, company.id, membership.id)))),
      await companyAccountId(db, company.id, '1800', 'bank', 'Bank'),
      await companyAccountId(db, company.id, '8400', 'revenue', 'Erlöse 19 %'),
      await companyAccountId(db, company.id, '1776', 'vat', 'Umsatzsteuer 19 %'),
    ];
    const next = random(14);
    const entries: number[] = [];
    for (let step = 0; step < 120; step++) {
      if (entries.length > 0 && next(4) === 0) {
        const [target] = entries.splice(next(entries.length), 1);
        if (target !== undefined) await reverseEntry(db, target);
        continue;
      }
      const count = 2 + next(3);
      const lines = Array.from({ length: count - 1 }, () => ({
        accountId: accounts[next(accounts.length)] as number,
        amount: next(200_001) - 100_000,
      }));
      const rest = -lines.reduce((sum, line) => sum + line.amount, 0);
      lines.push({ accountId: accounts[next(accounts.length)] as number, amount: rest });
      const distinct = new Map<number, number>();
      for (const line of lines) distinct.set(line.accountId, (distinct.get(line.accountId) ?? 0) + line.amount);
      if ([...distinct.values()].filter((amount) => amount !== 0).length < 2) continue;
      const entry = await postEntry(db, { companyId: company.id, kind: 'charge', description: `Schritt ${step}`, lines });
      entries.push(entry.id);
    }
    const sums = await db
      .select({ accountId: postings.accountId, total: sql<string>`sum(${postings.amount})`, lines: sql<string>`count(*)` })
      .from(postings)
      .where(eq(postings.companyId, company.id))
      .groupBy(postings.accountId);
    const balances = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.companyId, company.id));
    expect(balances.length).toBeGreaterThan(0);
    let grand = 0;
    for (const account of balances) {
      const total = Number(sums.find((sum) => sum.accountId === account.id)?.total ?? 0);
      expect(account.balance).toBe(total);
      expect(account.lineCount).toBe(Number(sums.find((sum) => sum.accountId === account.id)?.lines ?? 0));
      grand += account.balance;
      // balance_after is the running sum, in the order the postings were written.
      const lines = await db.select().from(postings).where(eq(postings.accountId, account.id)).orderBy(postings.id);
      let running = 0;
      for (const line of lines) {
        running += line.amount;
        expect(line.balanceAfter).toBe(running);
      }
    }
    expect(grand).toBe(0);
  }, 120_000);

  it('gets the balance right after 100 parallel postings to one account', async () => {
    const { db } = handle;
    const { company, membership } = await buildMember(db);
    const member = await memberAccountId(db, company.id, membership.id);
    const bank = await companyAccountId(db, company.id, '1800', 'bank', 'Bank');
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postEntry(db, {
          companyId: company.id,
          kind: 'payment',
          description: `Zahlung ${i}`,
          lines: [
            { accountId: member, amount: 1000 + i },
            { accountId: bank, amount: -(1000 + i) },
          ],
        }),
      ),
    );
    const expected = 100 * 1000 + (99 * 100) / 2;
    const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, member));
    expect(account?.balance).toBe(expected);
    const afters = (await db.select().from(postings).where(eq(postings.accountId, member))).map((line) => line.balanceAfter);
    expect(new Set(afters).size).toBe(100);
    expect(Math.max(...afters)).toBe(expected);
  }, 120_000);
});
