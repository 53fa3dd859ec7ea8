import type { DocumentUpdate } from '@portal/contracts';
import { and, asc, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentAcknowledgements, documentFolders, documents, documentVersions, storedFiles, users } from '../../db/schema';
import { deleteFiles, storeFile, type Upload } from '../files';

export type DocumentRow = typeof documents.$inferSelect;

const versionColumns = {
  version: documentVersions.version,
  fileId: documentVersions.fileId,
  fileName: documentVersions.fileName,
  contentType: storedFiles.contentType,
  byteSize: storedFiles.byteSize,
  uploadedBy: users.name,
  createdAt: documentVersions.createdAt,
};

/** A document with its folder's name, its current file and whether the caller confirmed that version. */
export async function listDocuments(
  db: Executor,
  filter: { folderIds: number[]; documentId?: number; q?: string; membershipId: number | null; unread?: boolean },
) {
  if (filter.folderIds.length === 0) return [];
  const conditions: (SQL | undefined)[] = [inArray(documents.folderId, filter.folderIds)];
  if (filter.documentId) conditions.push(eq(documents.id, filter.documentId));
  if (filter.q) conditions.push(ilike(documents.name, `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`));
  if (filter.unread) conditions.push(eq(documents.mustRead, true), isNull(documentAcknowledgements.documentId));
  return db
    .select({
      document: documents,
      folderName: documentFolders.name,
      current: versionColumns,
      readAt: documentAcknowledgements.acknowledgedAt,
    })
    .from(documents)
    .innerJoin(documentFolders, eq(documentFolders.id, documents.folderId))
    .innerJoin(
      documentVersions,
      and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)),
    )
    .innerJoin(storedFiles, eq(storedFiles.id, documentVersions.fileId))
    .leftJoin(users, eq(users.id, documentVersions.uploadedByUserId))
    .leftJoin(
      documentAcknowledgements,
      and(
        eq(documentAcknowledgements.documentId, documents.id),
        eq(documentAcknowledgements.version, documents.currentVersion),
        eq(documentAcknowledgements.membershipId, filter.membershipId ?? 0),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(documents.name), asc(documents.id))
    .limit(500);
}
export type DocumentListRow = Awaited<ReturnType<typeof listDocuments>>[number];

export async function findDocument(db: Executor, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row;
}

export function versionsOf(db: Executor, documentId: number) {
  return db
    .select(versionColumns)
    .from(documentVersions)
    .innerJoin(storedFiles, eq(storedFiles.id, documentVersions.fileId))
    .leftJoin(users, eq(users.id, documentVersions.uploadedByUserId))
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.version));
}
export type VersionRow = Awaited<ReturnType<typeof versionsOf>>[number];

/** The file is restricted: only the document's routes serve it, after the folder's check. */
async function addFile(
  db: Executor,
  document: DocumentRow,
  version: number,
  userId: number,
  upload: Upload & { fileName: string },
) {
  const file = await storeFile(db, document.companyId, userId, upload, { restricted: true });
  await db.insert(documentVersions).values({
    companyId: document.companyId,
    documentId: document.id,
    version,
    fileId: file.id,
    fileName: upload.fileName,
    uploadedByUserId: userId,
  });
}

export async function createDocument(
  db: Executor,
  folder: { id: number; companyId: number },
  userId: number,
  upload: Upload & { fileName: string },
  fields: { name: string; mustRead: boolean },
): Promise<DocumentRow> {
  const [document] = await db
    .insert(documents)
    .values({ companyId: folder.companyId, folderId: folder.id, ...fields, createdByUserId: userId })
    .returning();
  if (!document) throw new Error('document not created');
  await addFile(db, document, 1, userId, upload);
  return document;
}

/** A new version with the document's row locked, so two uploads at once get consecutive numbers. */
export async function addVersion(db: Executor, documentId: number, userId: number, upload: Upload & { fileName: string }) {
  const [locked] = await db.select().from(documents).where(eq(documents.id, documentId)).for('update');
  if (!locked) throw new Error('document vanished');
  const version = locked.currentVersion + 1;
  await addFile(db, locked, version, userId, upload);
  const [updated] = await db
    .update(documents)
    .set({ currentVersion: version, updatedAt: new Date() })
    .where(eq(documents.id, documentId))
    .returning();
  return updated as DocumentRow;
}

export async function updateDocument(db: Executor, id: number, change: DocumentUpdate): Promise<DocumentRow> {
  const [row] = await db
    .update(documents)
    .set({ name: change.name, folderId: change.folder_id, mustRead: change.must_read, updatedAt: new Date() })
    .where(eq(documents.id, id))
    .returning();
  return row as DocumentRow;
}

/** Deletes the documents with all their versions, then their files (last, as `deleteFiles` asks). */
export async function deleteDocuments(db: Executor, ids: number[], fileIds: number[]) {
  if (ids.length) await db.delete(documents).where(inArray(documents.id, ids));
  await deleteFiles(db, fileIds);
}

export async function fileIdsOf(db: Executor, documentId: number): Promise<number[]> {
  const rows = await db
    .select({ fileId: documentVersions.fileId })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId));
  return rows.map((row) => row.fileId);
}
