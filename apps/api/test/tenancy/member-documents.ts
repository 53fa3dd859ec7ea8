import { SAMPLE_PDF } from '../factories/documents';
import { buildMemberDocument } from '../factories/member-documents';
import { multipartUpload } from '../factories/tracks';
import type { TenancyCase, TenancyWorld } from './world';

const homeDocument = (w: TenancyWorld) => buildMemberDocument(w.db, w.homeMembership, w.homeAdmin.id);

/** A member's papers with expiry: the member's and their company's admins' alone. */
export const memberDocumentCases: Record<string, TenancyCase> = {
  'GET /api/memberships/:id/documents': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/memberships/${w.homeMembership.id}/documents` }),
  },
  'POST /api/memberships/:id/documents': {
    scope: 'company',
    setup: async (w) => ({
      url: `/api/memberships/${w.homeMembership.id}/documents?kind=medical&expires_on=2030-06-30`,
      ...multipartUpload(SAMPLE_PDF, 'Medical.pdf'),
    }),
  },
  'GET /api/memberDocuments/:id/file': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/memberDocuments/${(await homeDocument(w)).id}/file` }),
  },
  'DELETE /api/memberDocuments/:id': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/memberDocuments/${(await homeDocument(w)).id}` }),
  },
};
