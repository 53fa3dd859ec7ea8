import { desc, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { auditLog, mailOutbox } from '../../src/db/schema';
import { signIn, type TestClient } from '../client';
import { buildCompany, buildMember, buildMembership, buildUser } from './index';

export const buildSuperAdmin = (db: Database) => buildUser(db, { isSuperAdmin: true });

/** A company with a signed-in admin: the start of most membership tests. */
export async function adminOfNewCompany(app: App, db: Database) {
  const company = await buildCompany(db);
  const admin = await buildMember(db, ['admin'], company.id);
  const client = await signIn(app, admin.user.email);
  return { ...admin, company, client };
}

/** Someone else's membership in the company, signed in when a client is wanted. */
export async function memberOf(app: App, db: Database, companyId: number, overrides: Parameters<typeof buildMembership>[3] = {}) {
  const user = await buildUser(db);
  const membership = await buildMembership(db, companyId, user.id, overrides);
  return { user, membership, signIn: (): Promise<TestClient> => signIn(app, user.email) };
}

export async function mailsTo(db: Database, email: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));
}

/** The token and address of the newest set-password link mailed to the address. */
export async function resetLinkFor(db: Database, email: string): Promise<{ token: string; email: string; url: URL }> {
  const [mail] = await mailsTo(db, email);
  const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  const url = new URL(link);
  return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '', url };
}

export async function auditOf(db: Database, action: string) {
  return db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
}

/** The API request behind the newest verification link mailed to the address (the web page posts it). */
export async function verificationRequestFor(db: Database, email: string): Promise<string> {
  for (const mail of await mailsTo(db, email)) {
    const link = mail.body.match(/https?:\/\/\S+\/email\/verify\/\S+/)?.[0];
    if (link) return new URL(link).pathname + new URL(link).search;
  }
  throw new Error(`no verification link mailed to ${email}`);
}
