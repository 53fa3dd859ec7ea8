import type { MemberDocument } from '@portal/contracts';
import type { MembershipViewer } from '../memberships';
import type { MemberDocumentWithFile } from './member-documents';
import { can } from './policy';
import { paperState } from './validity';

export function presentMemberDocument(
  row: MemberDocumentWithFile,
  viewer: MembershipViewer,
  membership: { userId: number; status: string },
  today: string,
): MemberDocument {
  return {
    id: row.id,
    membership_id: row.membershipId,
    kind: row.kind,
    file_name: row.fileName,
    content_type: row.contentType,
    byte_size: row.byteSize,
    expires_on: row.expiresOn,
    state: paperState(row.expiresOn, today),
    file_url: `/api/memberDocuments/${row.id}/file`,
    created_at: row.createdAt.toISOString(),
    permissions: { delete: can(viewer, 'delete', membership) },
  };
}
