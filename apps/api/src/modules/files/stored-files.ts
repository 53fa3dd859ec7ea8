import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { StoredContentType } from './sniff';

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
  uploadedByUserId: storedFiles.uploadedByUserId,
  createdAt: storedFiles.createdAt,
};

/** Stores an upload; `companyId` null keeps it for the uploader alone (`userId` null: no uploader, as the demo's files). */
export async function storeFile(
  db: Executor,
  companyId: number | null,
  userId: number | null,
  upload: Upload,
): Promise<StoredFileInfo> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      companyId,
      contentType: upload.contentType,
      byteSize: upload.content.length,
      sha256: createHash('sha256').update(upload.content).digest('hex'),
      content: upload.content,
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
  const [row] = await db.select({ content: storedFiles.content }).from(storedFiles).where(eq(storedFiles.id, id));
  if (!row) throw notFound();
  return row.content;
}

/** Removes files no owner points to any more (call after the owner let go of them). */
export async function deleteFiles(db: Executor, ids: (number | null)[]) {
  const present = ids.filter((id): id is number => id !== null);
  if (present.length) await db.delete(storedFiles).where(inArray(storedFiles.id, present));
}
