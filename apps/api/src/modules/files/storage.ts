import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** Where a file's bytes live; the row in `stored_files` says which for each file. */
export type StorageName = (typeof storedFiles.$inferSelect)['storage'];

/** What a `stored_files` row keeps of the bytes: the bytes themselves, or the key of the object holding them. */
export interface KeptBytes {
  storage: StorageName;
  content: Buffer | null;
  objectKey: string | null;
}

/**
 * One interface for every place the bytes of uploads may live. `keep` runs before the row is written,
 * `read` after access was checked, `discard` after the rows were deleted.
 */
export interface FileStorage {
  readonly name: StorageName;
  keep(content: Buffer, contentType: string): Promise<KeptBytes>;
  read(db: Executor, file: { id: number; objectKey: string | null }): Promise<Buffer>;
  discard(objectKeys: string[]): Promise<void>;
}

/** The default: the bytes in the row, so a database backup holds every file. */
export const databaseStorage: FileStorage = {
  name: 'database',
  keep: async (content) => ({ storage: 'database', content, objectKey: null }),
  async read(db, file) {
    const [row] = await db.select({ content: storedFiles.content }).from(storedFiles).where(eq(storedFiles.id, file.id));
    if (!row?.content) throw notFound();
    return row.content;
  },
  discard: async () => undefined,
};
