import type { ProfileUpdate } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { emailTaken, isEmailTaken } from '../auth/register';
import type { UserRow } from '../auth/sessions';

/** Changes the caller's own profile; optional fields left out stay as they are. */
export async function updateProfile(db: Executor, user: UserRow, changes: ProfileUpdate): Promise<UserRow> {
  if (await isEmailTaken(db, changes.email, user.id)) throw emailTaken();
  try {
    const [updated] = await db
      .update(users)
      .set({
        name: changes.name,
        email: changes.email,
        locale: changes.locale,
        phone: changes.phone === undefined ? undefined : changes.phone || null,
        notifyByEmail: changes.notify_by_email,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new Error('user vanished');
    return updated;
  } catch (error) {
    throw isUniqueViolation(error, 'users_email_unique') ? emailTaken() : error;
  }
}
