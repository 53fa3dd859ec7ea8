import { randomBytes } from 'node:crypto';
import type { Role } from '@portal/contracts';
import type { Database } from '../../src/db/client';
import { companies, memberships, users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth';
import { DEFAULT_PASSWORD } from '../client';

let defaultHash: Promise<string> | undefined;
const unique = () => randomBytes(4).toString('hex');

export async function buildUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      name: `Test Pilot ${unique()}`,
      email: `pilot-${unique()}@example.test`,
      passwordHash: await defaultHash,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

export async function buildCompany(db: Database, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Testverein ${unique()}`, ...overrides })
    .returning();
  if (!company) throw new Error('company not created');
  return company;
}

export async function buildMembership(
  db: Database,
  companyId: number,
  userId: number,
  overrides: Partial<typeof memberships.$inferInsert> = {},
) {
  const [membership] = await db
    .insert(memberships)
    .values({ companyId, userId, roles: ['member'], status: 'approved', ...overrides })
    .returning();
  if (!membership) throw new Error('membership not created');
  return membership;
}

/** A company with an approved member of the given roles: the usual start of a test. */
export async function buildMember(db: Database, roles: Role[] = ['member'], companyId?: number) {
  const company = companyId ? { id: companyId } : await buildCompany(db);
  const user = await buildUser(db);
  const membership = await buildMembership(db, company.id, user.id, { roles });
  return { company, user, membership };
}
