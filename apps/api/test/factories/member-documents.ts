import type { MemberDocumentKind } from '@portal/contracts';
import type { Database } from '../../src/db/client';
import type { memberships } from '../../src/db/schema';
import { addMemberDocument } from '../../src/modules/member-documents';
import { SAMPLE_PDF } from './documents';

/** A member's paper (a medical copy unless told), uploaded by `uploadedBy`, through the service. */
export function buildMemberDocument(
  db: Database,
  membership: typeof memberships.$inferSelect,
  uploadedBy: number,
  expiresOn: string | null = '2030-06-30',
  kind: MemberDocumentKind = 'medical',
) {
  return addMemberDocument(
    db,
    membership,
    uploadedBy,
    { content: SAMPLE_PDF, contentType: 'application/pdf', fileName: 'Medical.pdf' },
    { kind, expiresOn },
  );
}
