import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { seedAcademy } from './academy';
import { seedAcademyCourses } from './academy-courses';
import { seedAccounts } from './accounts';
import { seedClubDays } from './club-days';
import { seedClubLife } from './club-life';
import { seedDocuments } from './documents';
import { seedFbo } from './fbo';
import { seedFleet, seedUpkeep } from './fleet';
import { seedIdentity } from './identity';
import { seedInvoices } from './invoices';
import { seedLogbook } from './logbook';
import { seedPackages } from './packages';
import { seedPayments } from './payments';
import { seedTracks } from './tracks';

/**
 * Domain seeders in dependency order; each later issue adds its own. Upkeep comes after the
 * flights, so what falls due is counted from the counters the flights left. The invoices bill the flights once they are all charged (packages included); the members' payments
 * come after: each pays by habit for what was booked on their account (dues, flights, packages). The
 * academy's question banks stand on their own; its courses grade the student's training flights. The
 * airfield's operator comes after the invoices (its PPR landing is invoiced); the club's events, work
 * hours, member mail and documents stand on their own; two recent flights get a track last.
 */
const seeders = [
  seedIdentity,
  seedFleet,
  seedLogbook,
  seedAccounts,
  seedClubDays,
  seedUpkeep,
  seedPackages,
  seedInvoices,
  seedPayments,
  seedAcademy,
  seedAcademyCourses,
  seedFbo,
  seedClubLife,
  seedDocuments,
  seedTracks,
];

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Loads the demo club and school in one transaction, only into an empty database; dates are
 * relative to `now`, so the demo has flown the last two weeks and booked the next one.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await db.transaction(async (tx) => {
    const context = { passwordHash: await hashDemoPassword(), now };
    for (const seed of seeders) await seed(tx, context);
  });
  return true;
}

export const DEMO_PASSWORD = 'demo-pass-2026';

async function hashDemoPassword() {
  const { hashPassword } = await import('../modules/auth');
  return hashPassword(DEMO_PASSWORD);
}

export interface SeedContext {
  passwordHash: string;
  /** When the demo is loaded. */
  now: Date;
}
