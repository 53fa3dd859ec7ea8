import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { seedFleet } from './fleet';
import { seedIdentity } from './identity';
import { seedLogbook } from './logbook';

/** Domain seeders in dependency order; each later issue adds its own. */
const seeders = [seedIdentity, seedFleet, seedLogbook];

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Loads the demo club and school in one transaction, only into an empty database. */
export async function seedDemoData(db: Database): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await db.transaction(async (tx) => {
    const context = { passwordHash: await hashDemoPassword() };
    for (const seed of seeders) await seed(tx, context);
  });
  return true;
}

export const DEMO_PASSWORD = 'demo-pass-2026';

async function hashDemoPassword() {
  const { hashPassword } = await import('../modules/auth/passwords');
  return hashPassword(DEMO_PASSWORD);
}

export interface SeedContext {
  passwordHash: string;
}
