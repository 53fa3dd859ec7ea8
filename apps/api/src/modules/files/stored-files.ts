import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { discardedObjects, storedFiles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { s3Storage } from './s3-storage';
import type { StoredContentType } from './sniff';
import { databaseStorage, type FileStorage, type StorageName } from './storage';

export type StoredFileInfo = Omit<typeof storedFiles.$inferSelect, 'content'>;

export interface Upload {
  content: Buffer;
  contentType: StoredContentType;
}

/** Where the file is served; owners present their file as this link. */
export const fileUrl = (id: number | null) => (id === null ? null : `/api/files/${id}`);

const infoColumns = {
  id: storedFiles.id,
  companyId: storedFiles.companyId,
  contentType: storedFiles.contentType,
  byteSize: storedFiles.byteSize,
  sha256: storedFiles.sha256,
  storage: storedFiles.storage,
  objectKey: storedFiles.objectKey,
  restricted: storedFiles.restricted,
  uploadedByUserId: storedFiles.uploadedByUserId,
  createdAt: storedFiles.createdAt,
};

/**
 * New files go to `current`; a file is read from the storage its row names, so the files kept in the
 * database stay readable after a switch to S3. One process serves one configuration.
 */
const storages: { current: FileStorage; s3: FileStorage | null } = { current: databaseStorage, s3: null };

/** Chooses where new files go: S3 when `S3_BUCKET` is set, else the database. */
export function useFileStorage(config: Config) {
  const bucket = config.S3_BUCKET;
  storages.s3 = bucket ? s3Storage({ ...config, S3_BUCKET: bucket }) : null;
  storages.current = storages.s3 ?? databaseStorage;
}

function storageOf(name: StorageName): FileStorage {
  const storage = name === 's3' ? storages.s3 : databaseStorage;
  if (!storage) throw new Error('a file is kept in S3, but no S3_BUCKET is configured');
  return storage;
}

/**
 * Stores an upload; `companyId` null keeps it for the uploader alone (`userId` null: no uploader, as the
 * demo's files). A `restricted` file is not served at `/api/files/:id`: its owner serves it after its own check.
 */
export async function storeFile(
  db: Executor,
  companyId: number | null,
  userId: number | null,
  upload: Upload,
  { restricted = false } = {},
): Promise<StoredFileInfo> {
  const kept = await storages.current.keep(upload.content, upload.contentType);
  const [row] = await db
    .insert(storedFiles)
    .values({
      companyId,
      contentType: upload.contentType,
      byteSize: upload.content.length,
      sha256: createHash('sha256').update(upload.content).digest('hex'),
      ...kept,
      restricted,
      uploadedByUserId: userId,
    })
    .returning(infoColumns);
  return row as StoredFileInfo;
}

/** The file's facts without its bytes, so access is checked before anything large is read. */
export async function fileInfo(db: Executor, id: number): Promise<StoredFileInfo> {
  const [row] = await db.select(infoColumns).from(storedFiles).where(eq(storedFiles.id, id));
  if (!row) throw notFound();
  return row;
}

export async function fileContent(db: Executor, id: number): Promise<Buffer> {
  const info = await fileInfo(db, id);
  return storageOf(info.storage).read(db, info);
}

/**
 * Removes files no owner points to any more (call after the owner let go of them). Their objects in S3
 * are queued by the database as the rows go (`discarded_objects`) and deleted by `discardObjects`
 * once the transaction has committed, so a rolled-back delete never leaves rows whose bytes are gone.
 */
export async function deleteFiles(db: Executor, ids: (number | null)[]) {
  const present = ids.filter((id): id is number => id !== null);
  if (!present.length) return;
  await db.delete(storedFiles).where(inArray(storedFiles.id, present));
}

/** How many queued objects one round deletes (one DeleteObjects request). */
const DISCARD_BATCH = 1000;

/**
 * Deletes the queued S3 objects of deleted files, a batch at a time: the objects first, then their
 * queue rows, so an interrupted round is repeated, never lost. Answers how many went; without S3
 * configured it leaves the queue for a process that has it.
 */
export async function discardObjects(db: Executor): Promise<number> {
  if (!storages.s3) return 0;
  let discarded = 0;
  while (true) {
    const batch = await db
      .select({ objectKey: discardedObjects.objectKey })
      .from(discardedObjects)
      .orderBy(discardedObjects.discardedAt, discardedObjects.objectKey)
      .limit(DISCARD_BATCH);
    if (!batch.length) return discarded;
    const keys = batch.map((row) => row.objectKey);
    await storages.s3.discard(keys);
    await db.delete(discardedObjects).where(inArray(discardedObjects.objectKey, keys));
    discarded += keys.length;
  }
}
