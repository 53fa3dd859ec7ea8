import type { AuditEntry, AuditQuery, ListQuery, OutboxEntry } from '@portal/contracts';
import { aliasedTable, and, asc, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, mailOutbox, users } from '../../db/schema';
import { likeContains, type Page, pageOf } from '../../lib/pagination';
import type { UserRow } from '../users';

type PageRequest = Omit<ListQuery, 'paginate' | 'search'>;

async function total(query: Promise<{ n: number }[]>) {
  const [row] = await query;
  return row?.n ?? 0;
}

export function searchUsers(db: Executor, query: PageRequest & { search?: string }): Promise<Page<UserRow>> {
  const where = query.search
    ? or(ilike(users.name, likeContains(query.search)), ilike(users.email, likeContains(query.search)))
    : undefined;
  return pageOf(
    query,
    () => total(db.select({ n: count() }).from(users).where(where)),
    (limit = query.per_page, offset = 0) =>
      db.select().from(users).where(where).orderBy(asc(users.name), asc(users.id)).limit(limit).offset(offset),
    db,
  );
}

export async function listOutbox(db: Executor, query: PageRequest): Promise<Page<OutboxEntry>> {
  const page = await pageOf(
    query,
    () => total(db.select({ n: count() }).from(mailOutbox)),
    (limit = query.per_page, offset = 0) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset),
    db,
  );
  const rows = page.rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    body: row.body,
    sent_at: row.sentAt?.toISOString() ?? null,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  }));
  return { rows, meta: page.meta };
}

function auditFilters(query: AuditQuery): SQL | undefined {
  return and(
    query.company_id ? eq(auditLog.companyId, query.company_id) : undefined,
    query.actor_user_id ? eq(auditLog.actorUserId, query.actor_user_id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.subject_type ? eq(auditLog.subjectType, query.subject_type) : undefined,
    query.subject_id ? eq(auditLog.subjectId, query.subject_id) : undefined,
    query.from ? gte(auditLog.createdAt, new Date(query.from)) : undefined,
    query.to ? lte(auditLog.createdAt, new Date(query.to)) : undefined,
  );
}

const person = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

export async function listAudit(db: Executor, query: AuditQuery): Promise<Page<AuditEntry>> {
  const where = auditFilters(query);
  const actor = aliasedTable(users, 'actor');
  const actingAs = aliasedTable(users, 'acting_as');
  const page = await pageOf(
    query,
    () => total(db.select({ n: count() }).from(auditLog).where(where)),
    (limit = query.per_page, offset = 0) =>
      db
        .select({ entry: auditLog, actorName: actor.name, actingAsName: actingAs.name })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
        .leftJoin(actingAs, eq(actingAs.id, auditLog.actingAsUserId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
    db,
  );
  const rows = page.rows.map(({ entry, actorName, actingAsName }) => ({
    id: entry.id,
    company_id: entry.companyId,
    actor: person(entry.actorUserId, actorName),
    acting_as: person(entry.actingAsUserId, actingAsName),
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    before: entry.before,
    after: entry.after,
    created_at: entry.createdAt.toISOString(),
  }));
  return { rows, meta: page.meta };
}
