import { gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { journalEntries } from '../db/schema';
import { hashPassword } from '../modules/auth';
import { DEMO_PASSWORD } from '.';
import { seedAccounts } from './accounts';
import { seedIdentity } from './identity';

describe('demo dues', () => {
  const t = useTestApp();

  it('are never booked ahead of the load, even on New Year’s night', async () => {
    const now = new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1, 3));
    const context = { passwordHash: await hashPassword(DEMO_PASSWORD), now };
    await t.db.transaction(async (tx) => {
      await seedIdentity(tx, context);
      await seedAccounts(tx, context);
    });
    const entries = await t.db.select().from(journalEntries);
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries.every((entry) => entry.description === `Mitgliedsbeitrag ${now.getUTCFullYear()}`)).toBe(true);
    expect(await t.db.select().from(journalEntries).where(gt(journalEntries.bookedAt, now))).toEqual([]);
  });
});
