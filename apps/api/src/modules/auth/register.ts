import type { RegisterRequest } from '@portal/contracts';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { emailTaken, isEmailTaken, type UserRow } from '../users';
import { hashPassword } from './passwords';

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
