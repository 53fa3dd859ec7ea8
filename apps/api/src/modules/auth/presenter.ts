import type { User } from '@portal/contracts';
import type { UserRow } from '../users';

/** The user as it leaves the server: never the password hash. */
export function presentUser(user: UserRow): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    locale: user.locale as User['locale'],
    phone: user.phone,
    is_super_admin: user.isSuperAdmin,
    notify_by_email: user.notifyByEmail,
    created_at: user.createdAt.toISOString(),
  };
}
