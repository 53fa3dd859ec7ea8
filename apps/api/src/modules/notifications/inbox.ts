import type { Notification } from '@portal/contracts/notifications';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** How many of the newest notifications the bell lists. */
export const INBOX_LIMIT = 50;

type NotificationRow = typeof notifications.$inferSelect;

function present(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    data: row.data,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listInbox(db: Executor, userId: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(INBOX_LIMIT);
  const [unread] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { data: rows.map(present), meta: { unread: unread?.value ?? 0 } };
}

/** Marks one of the user's own notifications read; another user's id is a 404. */
export async function markRead(db: Executor, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (row) return;
  const own = await db.query.notifications.findFirst({
    where: (n, { and: all, eq: is }) => all(is(n.id, id), is(n.userId, userId)),
  });
  if (!own) throw notFound();
}

export async function markAllRead(db: Executor, userId: number) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
