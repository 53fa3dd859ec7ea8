import type { Role } from '@portal/contracts';
import { and, arrayOverlaps, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentAcknowledgements, memberships, users } from '../../db/schema';
import type { DocumentRow } from './documents';
import type { FolderAccess } from './policy';

/** Confirms the current version for the member; confirming twice keeps the first time. */
export async function acknowledge(db: Executor, document: DocumentRow, membershipId: number) {
  await db
    .insert(documentAcknowledgements)
    .values({ companyId: document.companyId, documentId: document.id, membershipId, version: document.currentVersion })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(documentAcknowledgements)
    .where(
      and(
        eq(documentAcknowledgements.documentId, document.id),
        eq(documentAcknowledgements.membershipId, membershipId),
        eq(documentAcknowledgements.version, document.currentVersion),
      ),
    );
  if (!row) throw new Error('acknowledgement vanished');
  return row;
}

const holding = (roles: Role[]) =>
  roles.length === 0 ? undefined : or(arrayOverlaps(memberships.roles, roles), sql`'admin' = any(${memberships.roles})`);

/** The approved members the document is meant for (its folder's and parent's roles) and when they confirmed the current version. */
export function readersOf(db: Executor, document: DocumentRow, folder: FolderAccess) {
  return db
    .select({ membershipId: memberships.id, name: users.name, readAt: documentAcknowledgements.acknowledgedAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      documentAcknowledgements,
      and(
        eq(documentAcknowledgements.membershipId, memberships.id),
        eq(documentAcknowledgements.documentId, document.id),
        eq(documentAcknowledgements.version, document.currentVersion),
      ),
    )
    .where(
      and(
        eq(memberships.companyId, document.companyId),
        eq(memberships.status, 'approved'),
        holding(folder.visibleToRoles),
        holding(folder.parentRoles ?? []),
      ),
    )
    .orderBy(sql`${documentAcknowledgements.acknowledgedAt} is not null`, asc(users.name));
}
