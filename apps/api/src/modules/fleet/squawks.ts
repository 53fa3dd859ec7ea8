import type { RowPermissions, Squawk, SquawkCreate, SquawkStatus, SquawkUpdate } from '@portal/contracts';
import { noGoReason } from '@portal/contracts/fleet-messages';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes, squawks } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { fileUrl } from '../files';
import { memberNames } from '../memberships';
import type { AirplaneRow } from './bookable';

export type SquawkRow = typeof squawks.$inferSelect;
export interface SquawkRecord {
  squawk: SquawkRow;
  reporter: { membershipId: number; name: string } | null;
  classifier: { membershipId: number; name: string } | null;
}

const reporter = memberNames('reporter');
const classifier = memberNames('classifier');

/** Squawks with the names of who reported and who classified them. */
function squawkRecords(db: Executor) {
  return db
    .select({
      squawk: squawks,
      reporterId: reporter.membershipId,
      reporterName: reporter.name,
      classifierId: classifier.membershipId,
      classifierName: classifier.name,
    })
    .from(squawks)
    .leftJoin(reporter, eq(reporter.membershipId, squawks.reportedByMembershipId))
    .leftJoin(classifier, eq(classifier.membershipId, squawks.classifiedByMembershipId))
    .$dynamic();
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof squawkRecords>['execute']>>[number];

function toRecord(row: RecordRow): SquawkRecord {
  return {
    squawk: row.squawk,
    reporter: row.reporterId ? { membershipId: row.reporterId, name: row.reporterName ?? '' } : null,
    classifier: row.classifierId ? { membershipId: row.classifierId, name: row.classifierName ?? '' } : null,
  };
}

export async function squawkById(db: Executor, id: number): Promise<SquawkRecord> {
  const [row] = await squawkRecords(db).where(eq(squawks.id, id));
  if (!row) throw notFound();
  return toRecord(row);
}

/** Newest first; `open` lists every squawk not yet fixed when no status is given. */
export async function listSquawks(
  db: Executor,
  airplane: AirplaneRow,
  status?: SquawkStatus | 'unfixed',
): Promise<SquawkRecord[]> {
  const byStatus = status === 'unfixed' ? ne(squawks.status, 'fixed') : status ? eq(squawks.status, status) : undefined;
  const rows = await squawkRecords(db)
    .where(and(eq(squawks.companyId, airplane.companyId), eq(squawks.airplaneId, airplane.id), byStatus))
    .orderBy(desc(squawks.createdAt), desc(squawks.id));
  return rows.map(toRecord);
}

export async function reportSquawk(db: Executor, airplane: AirplaneRow, membershipId: number | null, input: SquawkCreate) {
  const [row] = await db
    .insert(squawks)
    .values({
      companyId: airplane.companyId,
      airplaneId: airplane.id,
      reportedByMembershipId: membershipId,
      description: input.description,
    })
    .returning();
  return row as SquawkRow;
}

/**
 * An admin classifies a squawk. A no-go grounds an aircraft in service; when its last no-go is
 * fixed or deferred, an aircraft grounded by squawks returns to service (one grounded by hand stays).
 */
export async function classifySquawk(db: Executor, squawk: SquawkRow, membershipId: number | null, changes: SquawkUpdate) {
  const [airplane] = await db.select().from(airplanes).where(eq(airplanes.id, squawk.airplaneId)).for('update');
  if (!airplane) throw notFound();
  const status = changes.status ?? squawk.status;
  const now = new Date();
  const [updated] = await db
    .update(squawks)
    .set({
      status,
      description: changes.description,
      resolution: changes.resolution,
      classifiedByMembershipId: changes.status ? membershipId : undefined,
      classifiedAt: changes.status ? now : undefined,
      fixedAt: status === 'fixed' ? (squawk.fixedAt ?? now) : null,
      updatedAt: now,
    })
    .where(eq(squawks.id, squawk.id))
    .returning();
  if (status === 'no_go' && airplane.status === 'active') {
    const reason = noGoReason((changes.description ?? squawk.description).slice(0, 200));
    await db
      .update(airplanes)
      .set({ status: 'grounded', statusReason: reason, groundedBySquawk: true, updatedAt: now })
      .where(eq(airplanes.id, airplane.id));
  } else if (status !== 'no_go' && airplane.groundedBySquawk) {
    const [otherNoGo] = await db
      .select({ id: squawks.id })
      .from(squawks)
      .where(and(eq(squawks.airplaneId, airplane.id), eq(squawks.status, 'no_go')))
      .limit(1);
    if (!otherNoGo) {
      await db
        .update(airplanes)
        .set({ status: 'active', statusReason: null, groundedBySquawk: false, updatedAt: now })
        .where(eq(airplanes.id, airplane.id));
    }
  }
  return updated as SquawkRow;
}

export function presentSquawk(record: SquawkRecord, permissions?: RowPermissions): Squawk {
  const { squawk: s } = record;
  const person = (who: SquawkRecord['reporter']) => (who ? { membership_id: who.membershipId, name: who.name } : null);
  return {
    id: s.id,
    airplane_id: s.airplaneId,
    description: s.description,
    photo_url: fileUrl(s.photoFileId),
    status: s.status,
    resolution: s.resolution,
    reported_by: person(record.reporter),
    classified_by: person(record.classifier),
    classified_at: s.classifiedAt?.toISOString() ?? null,
    fixed_at: s.fixedAt?.toISOString() ?? null,
    created_at: s.createdAt.toISOString(),
    ...(permissions ? { permissions } : {}),
  };
}
