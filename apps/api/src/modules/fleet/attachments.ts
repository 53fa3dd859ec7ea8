import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { airplaneDocuments, airplanes, squawks } from '../../db/schema';
import { auditRow } from '../audit';
import { currentUser } from '../auth';
import { deleteFiles, readUpload, storeFile, type UploadKind } from '../files';
import type { AirplaneRow } from './bookable';

/** The rows that carry a file, and the column that points to it. */
const owners = {
  airplane: { table: airplanes, id: airplanes.id, file: 'photoFileId', kind: 'image' },
  squawk: { table: squawks, id: squawks.id, file: 'photoFileId', kind: 'image' },
  airplane_document: { table: airplaneDocuments, id: airplaneDocuments.id, file: 'fileId', kind: 'document' },
} as const;
export type FileOwner = keyof typeof owners;

interface OwnerRow {
  id: number;
  companyId: number;
}

/** Points the row at another file (or none) and removes the file it had, in the caller's transaction. */
async function replaceFile(db: Executor, owner: FileOwner, row: OwnerRow, oldFileId: number | null, fileId: number | null) {
  const { table, id, file } = owners[owner];
  await db
    .update(table)
    .set({ [file]: fileId, updatedAt: new Date() })
    .where(eq(id, row.id));
  if (oldFileId !== fileId) await deleteFiles(db, [oldFileId]);
}

/** Reads the upload first (422 before anything is written), then stores and attaches it in one transaction. */
export async function attachUpload(request: FastifyRequest, owner: FileOwner, row: OwnerRow, oldFileId: number | null) {
  const kind: UploadKind = owners[owner].kind;
  const upload = await readUpload(request, kind);
  const db = request.server.db;
  await db.transaction(async (tx) => {
    const stored = await storeFile(tx, row.companyId, currentUser(request).id, upload);
    await replaceFile(tx, owner, row, oldFileId, stored.id);
    const after = { file_id: stored.id, content_type: stored.contentType, byte_size: stored.byteSize, sha256: stored.sha256 };
    await auditRow(tx, request, owner, 'updated', row, { before: { file_id: oldFileId }, after });
  });
}

export async function detachFile(request: FastifyRequest, owner: FileOwner, row: OwnerRow, oldFileId: number | null) {
  if (oldFileId === null) return;
  await request.server.db.transaction(async (tx) => {
    await replaceFile(tx, owner, row, oldFileId, null);
    await auditRow(tx, request, owner, 'updated', row, { before: { file_id: oldFileId }, after: { file_id: null } });
  });
}

/** Every file an aircraft carries (its photo, its squawks' photos, its documents): deleted with it. */
export async function filesOfAirplane(db: Executor, airplane: AirplaneRow): Promise<(number | null)[]> {
  const ofAirplane = <T extends typeof squawks | typeof airplaneDocuments>(table: T) =>
    and(eq(table.companyId, airplane.companyId), eq(table.airplaneId, airplane.id));
  const [photos, documents] = await readAll(db, [
    () => db.select({ id: squawks.photoFileId }).from(squawks).where(ofAirplane(squawks)),
    () => db.select({ id: airplaneDocuments.fileId }).from(airplaneDocuments).where(ofAirplane(airplaneDocuments)),
  ]);
  return [airplane.photoFileId, ...photos.map((row) => row.id), ...documents.map((row) => row.id)];
}
