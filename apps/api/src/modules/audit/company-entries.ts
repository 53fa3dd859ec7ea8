import { aliasedTable, and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { pageOf } from '../../lib/pagination';

const person = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** A page of one company's audit entries of the given actions, newest first, with the names of who did them. */
export async function companyAuditPage(
  db: Executor,
  companyId: number,
  actions: string[],
  page: { page: number; per_page: number },
) {
  const where = and(eq(auditLog.companyId, companyId), inArray(auditLog.action, actions));
  const actor = aliasedTable(users, 'actor');
  const actingAs = aliasedTable(users, 'acting_as');
  const found = await pageOf(
    page,
    async () => (await db.select({ n: count() }).from(auditLog).where(where))[0]?.n ?? 0,
    (limit, offset = 0) =>
      db
        .select({ entry: auditLog, actorName: actor.name, actingAsName: actingAs.name })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
        .leftJoin(actingAs, eq(actingAs.id, auditLog.actingAsUserId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit ?? page.per_page)
        .offset(offset),
    db,
  );
  return {
    meta: found.meta,
    rows: found.rows.map(({ entry, actorName, actingAsName }) => ({
      id: entry.id,
      createdAt: entry.createdAt,
      actor: person(entry.actorUserId, actorName),
      actingAs: person(entry.actingAsUserId, actingAsName),
      before: entry.before,
      after: entry.after,
    })),
  };
}
