import { identityMessages as says } from '@portal/contracts/identity-messages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { invalid } from '../../lib/errors';

export const emailTaken = () => invalid('email', says.emailTaken);

/** True when another account (not `exceptUserId`) already uses the address, in any letter case. */
export async function isEmailTaken(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const found = await db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
  return Boolean(found && found.id !== exceptUserId);
}
