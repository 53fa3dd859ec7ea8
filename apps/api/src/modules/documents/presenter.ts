import type { ClubDocument, DocumentFolder, DocumentReader, DocumentVersion } from '@portal/contracts';
import type { Actor } from '../../lib/actor';
import type { DocumentListRow, VersionRow } from './documents';
import type { FolderWithAccess } from './folders';
import { can, type FolderAccess } from './policy';

export const presentFolder = (folder: FolderWithAccess, documentCount: number, actor: Actor): DocumentFolder => ({
  id: folder.id,
  company_id: folder.companyId,
  parent_id: folder.parentId,
  name: folder.name,
  visible_to_roles: folder.visibleToRoles,
  document_count: documentCount,
  permissions: {
    update: can(actor, 'update', folder),
    delete: can(actor, 'delete', folder),
    upload: can(actor, 'update', folder),
  },
});

/** A version's file is served by the document's route, which checks the folder first. */
export const presentVersion = (documentId: number, row: VersionRow): DocumentVersion => ({
  version: row.version,
  file_name: row.fileName,
  content_type: row.contentType,
  byte_size: row.byteSize,
  url: `/api/documents/${documentId}/versions/${row.version}/file`,
  uploaded_by: row.uploadedBy,
  created_at: row.createdAt.toISOString(),
});

export function presentDocument(row: DocumentListRow, folder: FolderAccess, actor: Actor): ClubDocument {
  const { document } = row;
  return {
    id: document.id,
    company_id: document.companyId,
    folder_id: document.folderId,
    folder_name: row.folderName,
    name: document.name,
    must_read: document.mustRead,
    current: presentVersion(document.id, row.current),
    read: document.mustRead && actor.access.membership ? row.readAt !== null : null,
    updated_at: document.updatedAt.toISOString(),
    permissions: {
      update: can(actor, 'update', folder),
      delete: can(actor, 'delete', folder),
      see_readers: can(actor, 'see_readers', folder),
    },
  };
}

export const presentReader = (row: { membershipId: number; name: string; readAt: Date | null }): DocumentReader => ({
  membership_id: row.membershipId,
  name: row.name,
  read_at: row.readAt?.toISOString() ?? null,
});
