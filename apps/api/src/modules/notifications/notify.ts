import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export interface Notification {
  userId: number;
  companyId?: number | null;
  /** `<subject>.<event>`, e.g. `membership.approved`; the web app words it. */
  kind: string;
  data?: Record<string, unknown>;
}

/** Puts notifications in their users' inboxes (the bell in the navigation bar). */
export async function notify(db: Executor, entries: Notification[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(notifications).values(
    entries.map((entry) => ({
      userId: entry.userId,
      companyId: entry.companyId ?? null,
      kind: entry.kind,
      data: entry.data ?? {},
    })),
  );
}
