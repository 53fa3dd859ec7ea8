import type { RegisterRequest } from '@portal/contracts';
import { identityMessages as says } from '@portal/contracts/identity-messages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { invalid } from '../../lib/errors';
import { hashPassword } from './passwords';
import type { UserRow } from './sessions';

export const emailTaken = () => invalid('email', says.emailTaken);

/** True when another account (not `exceptUserId`) already uses the address, in any letter case. */
export async function isEmailTaken(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const found = await db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
  return Boolean(found && found.id !== exceptUserId);
}

/** Creates the account; a taken address is a 422 on `email`, also when two sign-ups race. */
export async function registerUser(db: Executor, body: RegisterRequest): Promise<UserRow> {
  if (await isEmailTaken(db, body.email)) throw emailTaken();
  try {
    const [user] = await db
      .insert(users)
      .values({
        name: body.name,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        locale: body.locale ?? 'de',
      })
      .returning();
    if (!user) throw new Error('user not created');
    return user;
  } catch (error) {
    throw isUniqueViolation(error, 'users_email_unique') ? emailTaken() : error;
  }
}
