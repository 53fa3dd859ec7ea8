import type { AirplaneDocument, AirplaneDocumentCreate, AirplaneDocumentUpdate, TrafficLight } from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplaneDocuments } from '../../db/schema';
import { daysBetween } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { fileUrl } from '../files';
import type { AirplaneRow } from './bookable';

export type AirplaneDocumentRow = typeof airplaneDocuments.$inferSelect;

/** A document expiring within this many days is warned about on the status page and the dashboard. */
export const DOCUMENT_WARN_DAYS = 30;

export async function documentById(db: Executor, id: number): Promise<AirplaneDocumentRow> {
  const [document] = await db.select().from(airplaneDocuments).where(eq(airplaneDocuments.id, id));
  if (!document) throw notFound();
  return document;
}

export function listDocuments(db: Executor, airplane: AirplaneRow): Promise<AirplaneDocumentRow[]> {
  return db
    .select()
    .from(airplaneDocuments)
    .where(and(eq(airplaneDocuments.companyId, airplane.companyId), eq(airplaneDocuments.airplaneId, airplane.id)))
    .orderBy(sql`${airplaneDocuments.expiresOn} asc nulls last`, asc(airplaneDocuments.title));
}

export async function createDocument(db: Executor, airplane: AirplaneRow, input: AirplaneDocumentCreate) {
  const [row] = await db
    .insert(airplaneDocuments)
    .values({
      companyId: airplane.companyId,
      airplaneId: airplane.id,
      kind: input.kind,
      title: input.title,
      expiresOn: input.expires_on ?? null,
    })
    .returning();
  return row as AirplaneDocumentRow;
}

export async function updateDocument(db: Executor, document: AirplaneDocumentRow, changes: AirplaneDocumentUpdate) {
  const [row] = await db
    .update(airplaneDocuments)
    .set({
      kind: changes.kind,
      title: changes.title,
      expiresOn: changes.expires_on,
      updatedAt: new Date(),
    })
    .where(eq(airplaneDocuments.id, document.id))
    .returning();
  return row as AirplaneDocumentRow;
}

/** Valid through its expiry date: red after it, amber within DOCUMENT_WARN_DAYS. */
export function presentDocument(row: AirplaneDocumentRow, today: string): AirplaneDocument {
  const daysLeft = row.expiresOn === null ? null : daysBetween(today, row.expiresOn);
  let light: TrafficLight = 'green';
  if (daysLeft !== null && daysLeft < 0) light = 'red';
  else if (daysLeft !== null && daysLeft <= DOCUMENT_WARN_DAYS) light = 'amber';
  return {
    id: row.id,
    airplane_id: row.airplaneId,
    kind: row.kind as AirplaneDocument['kind'],
    title: row.title,
    expires_on: row.expiresOn,
    file_url: fileUrl(row.fileId),
    days_left: daysLeft,
    light,
    created_at: row.createdAt.toISOString(),
  };
}
