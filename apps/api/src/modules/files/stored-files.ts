import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { storedFiles } from '../../db/schema';
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
 * Removes files no owner points to any more (call after the owner let go of them). Objects in S3 go
 * right after their rows: a transaction rolled back later would keep rows whose bytes are gone, so
 * callers delete files last.
 */
export async function deleteFiles(db: Executor, ids: (number | null)[]) {
  const present = ids.filter((id): id is number => id !== null);
  if (!present.length) return;
  const gone = await db
    .delete(storedFiles)
    .where(inArray(storedFiles.id, present))
    .returning({ objectKey: storedFiles.objectKey });
  const keys = gone.flatMap((row) => (row.objectKey ? [row.objectKey] : []));
  if (keys.length) await storageOf('s3').discard(keys);
}
