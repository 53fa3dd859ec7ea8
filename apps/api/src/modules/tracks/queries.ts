import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storedFiles, tracks } from '../../db/schema';

export type TrackRow = typeof tracks.$inferSelect & { byteSize: number };

/** What a track hangs on: a company flight (company set) or a personal logbook line (company null). */
export interface TrackOwner {
  companyId: number | null;
  flightId: number | null;
  logbookEntryId: number | null;
}

const ownerCondition = (owner: TrackOwner): SQL =>
  owner.flightId !== null ? eq(tracks.flightId, owner.flightId) : eq(tracks.logbookEntryId, owner.logbookEntryId ?? 0);

async function findTrack(db: Executor, where: SQL): Promise<TrackRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(tracks), byteSize: storedFiles.byteSize })
    .from(tracks)
    .innerJoin(storedFiles, eq(storedFiles.id, tracks.fileId))
    .where(where);
  return row;
}

export const trackOf = (db: Executor, owner: TrackOwner) => findTrack(db, ownerCondition(owner));
export const trackById = (db: Executor, id: number) => findTrack(db, eq(tracks.id, id));
export const trackByTokenHash = (db: Executor, hash: string) => findTrack(db, eq(tracks.shareTokenHash, hash));

/** Removes the owner's track; the trigger `tracks_delete_file` removes its file with it. */
export async function deleteTrackOf(db: Executor, owner: TrackOwner): Promise<boolean> {
  const gone = await db.delete(tracks).where(ownerCondition(owner)).returning({ id: tracks.id });
  return gone.length > 0;
}

export async function setShareTokenHash(db: Executor, id: number, hash: string | null) {
  await db.update(tracks).set({ shareTokenHash: hash }).where(eq(tracks.id, id));
}
