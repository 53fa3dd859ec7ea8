import type { DocumentFolderCreate, DocumentFolderUpdate } from '@portal/contracts';
import { documentMessages } from '@portal/contracts/documents-messages';
import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentFolders, documents, documentVersions } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { invalid } from '../../lib/errors';
import type { FolderAccess } from './policy';

export type FolderRow = typeof documentFolders.$inferSelect;
export type FolderWithAccess = FolderRow & FolderAccess;

/** Every folder of the company with its parent's roles, in name order (a club has tens, not thousands). */
export async function companyFolders(db: Executor, companyId: number): Promise<FolderWithAccess[]> {
  const rows = await db
    .select()
    .from(documentFolders)
    .where(eq(documentFolders.companyId, companyId))
    .orderBy(documentFolders.name, documentFolders.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows.map((row) => ({ ...row, parentRoles: row.parentId ? (byId.get(row.parentId)?.visibleToRoles ?? []) : null }));
}

export async function findFolder(db: Executor, id: number): Promise<FolderWithAccess | undefined> {
  const [row] = await db.select().from(documentFolders).where(eq(documentFolders.id, id));
  if (!row) return undefined;
  if (!row.parentId) return { ...row, parentRoles: null };
  const [parent] = await db.select().from(documentFolders).where(eq(documentFolders.id, row.parentId));
  return { ...row, parentRoles: parent?.visibleToRoles ?? [] };
}

/** How many documents each folder holds directly. */
export async function documentCounts(db: Executor, folderIds: number[]): Promise<Map<number, number>> {
  if (folderIds.length === 0) return new Map();
  const rows = await db
    .select({ folderId: documents.folderId, n: count() })
    .from(documents)
    .where(inArray(documents.folderId, folderIds))
    .groupBy(documents.folderId);
  return new Map(rows.map((row) => [row.folderId, row.n]));
}

/** A parent must be a top-level folder of the same company, and a folder with sub-folders stays at the top. */
async function checkParent(db: Executor, companyId: number, parentId: number | null, folderId?: number) {
  if (parentId === null) return;
  const [parent] = await db
    .select()
    .from(documentFolders)
    .where(and(eq(documentFolders.id, parentId), eq(documentFolders.companyId, companyId)));
  if (!parent) throw invalid('parent_id', documentMessages.folderUnknown);
  if (parent.parentId !== null || parent.id === folderId) throw invalid('parent_id', documentMessages.tooDeep);
  if (folderId === undefined) return;
  const [child] = await db
    .select({ id: documentFolders.id })
    .from(documentFolders)
    .where(eq(documentFolders.parentId, folderId))
    .limit(1);
  if (child) throw invalid('parent_id', documentMessages.tooDeep);
}

/** A name already taken in the same place answers 422 on `name`. */
async function named<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'document_folders_name_unique')) throw invalid('name', documentMessages.nameTaken);
    throw error;
  }
}

export async function createFolder(db: Executor, companyId: number, input: DocumentFolderCreate): Promise<FolderRow> {
  await checkParent(db, companyId, input.parent_id);
  const [row] = await named(
    db
      .insert(documentFolders)
      .values({ companyId, name: input.name, parentId: input.parent_id, visibleToRoles: input.visible_to_roles })
      .returning(),
  );
  return row as FolderRow;
}

export async function updateFolder(db: Executor, folder: FolderRow, change: DocumentFolderUpdate): Promise<FolderRow> {
  if (change.parent_id !== undefined) await checkParent(db, folder.companyId, change.parent_id, folder.id);
  const [row] = await named(
    db
      .update(documentFolders)
      .set({ name: change.name, parentId: change.parent_id, visibleToRoles: change.visible_to_roles, updatedAt: new Date() })
      .where(eq(documentFolders.id, folder.id))
      .returning(),
  );
  return row as FolderRow;
}

/** The folder's sub-folders, documents in it and in them, and the files of all their versions. */
export async function folderContents(db: Executor, folderId: number) {
  const folders = await db
    .select({ id: documentFolders.id })
    .from(documentFolders)
    .where(or(eq(documentFolders.id, folderId), eq(documentFolders.parentId, folderId)));
  const ids = folders.map((row) => row.id);
  const files = await db
    .select({ fileId: documentVersions.fileId, documentId: documents.id })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(inArray(documents.folderId, ids));
  return {
    subFolders: ids.length - 1,
    documents: new Set(files.map((row) => row.documentId)).size,
    fileIds: files.map((row) => row.fileId),
  };
}

export const deleteFolder = (db: Executor, id: number) => db.delete(documentFolders).where(eq(documentFolders.id, id));
