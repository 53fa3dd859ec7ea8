import type { MemberDocumentKind } from '@portal/contracts';
import { and, asc, desc, eq, getTableColumns, isNotNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, memberDocuments, memberships, storedFiles } from '../../db/schema';
import type { MembershipRow } from '../../plugins/tenancy';
import { deleteFiles, storeFile, type Upload } from '../files';

export type MemberDocumentRow = typeof memberDocuments.$inferSelect;

const withFile = { ...getTableColumns(memberDocuments), contentType: storedFiles.contentType, byteSize: storedFiles.byteSize };
export type MemberDocumentWithFile = MemberDocumentRow & { contentType: string; byteSize: number };

export async function findMemberDocument(db: Executor, id: number): Promise<MemberDocumentRow | undefined> {
  const [row] = await db.select().from(memberDocuments).where(eq(memberDocuments.id, id));
  return row;
}

/** A membership's papers, by kind and the latest expiry first. */
export function listMemberDocuments(db: Executor, membershipId: number): Promise<MemberDocumentWithFile[]> {
  return db
    .select(withFile)
    .from(memberDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, memberDocuments.fileId))
    .where(eq(memberDocuments.membershipId, membershipId))
    .orderBy(asc(memberDocuments.kind), desc(memberDocuments.expiresOn), desc(memberDocuments.id));
}

/** Keeps the upload as a restricted file of the company (served only by this module's route) and records it. */
export async function addMemberDocument(
  db: Executor,
  membership: MembershipRow,
  uploadedBy: number,
  upload: Upload & { fileName: string },
  facts: { kind: MemberDocumentKind; expiresOn: string | null },
): Promise<MemberDocumentRow> {
  const file = await storeFile(db, membership.companyId, uploadedBy, upload, { restricted: true });
  const [row] = await db
    .insert(memberDocuments)
    .values({
      companyId: membership.companyId,
      membershipId: membership.id,
      kind: facts.kind,
      fileId: file.id,
      fileName: upload.fileName,
      expiresOn: facts.expiresOn,
      uploadedByUserId: uploadedBy,
    })
    .returning();
  return row as MemberDocumentRow;
}

export async function deleteMemberDocument(db: Executor, document: MemberDocumentRow) {
  await db.delete(memberDocuments).where(eq(memberDocuments.id, document.id));
  await deleteFiles(db, [document.fileId]);
}

/** A user's papers of one kind in one company, for the booking check. */
export function papersOfKind(db: Executor, companyId: number, userId: number, kind: MemberDocumentKind) {
  return db
    .select({ expiresOn: memberDocuments.expiresOn })
    .from(memberDocuments)
    .innerJoin(memberships, eq(memberships.id, memberDocuments.membershipId))
    .where(and(eq(memberDocuments.companyId, companyId), eq(memberships.userId, userId), eq(memberDocuments.kind, kind)));
}

/** Papers with an expiry up to `horizon`, with their owner and company, for the daily warnings. */
export function papersExpiringBy(db: Executor, horizon: string) {
  return db
    .select({ document: memberDocuments, userId: memberships.userId, companyName: companies.name })
    .from(memberDocuments)
    .innerJoin(memberships, eq(memberships.id, memberDocuments.membershipId))
    .innerJoin(companies, eq(companies.id, memberDocuments.companyId))
    .where(and(isNotNull(memberDocuments.expiresOn), lte(memberDocuments.expiresOn, horizon)));
}
