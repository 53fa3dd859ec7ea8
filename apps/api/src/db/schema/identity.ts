import { LOCALES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** Set when the owner of the address proved it (verification link, or a password set through a mailed link). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    locale: text('locale', { enum: LOCALES }).notNull().default('de'),
    phone: text('phone'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_locale_check', sql`${t.locale} in ('de', 'en', 'no')`),
  ],
);

/**
 * Browser sessions and API tokens. Only a SHA-256 hash of the secret is kept;
 * a guest session (user_id null) carries the CSRF token before sign-in.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** Names the session in the account page without revealing its secret. */
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    kind: text('kind').notNull().default('session'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token'),
    name: text('name'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    impersonationStartedAt: timestamp('impersonation_started_at', { withTimezone: true }),
    impersonationExpiresAt: timestamp('impersonation_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    check('sessions_kind_check', sql`${t.kind} in ('session', 'token')`),
  ],
);

/** One open password reset or invitation per user; only the SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull().default('reset'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('password_reset_tokens_purpose_check', sql`${t.purpose} in ('reset', 'invite')`)],
);
