import { buildDocument, buildFolder, SAMPLE_PDF } from '../factories/documents';
import { multipartUpload } from '../factories/tracks';
import type { TenancyCase, TenancyWorld } from './world';

const home = (setup: Extract<TenancyCase, { scope: 'company' }>['setup']): TenancyCase => ({ scope: 'company', setup });
const homeFolder = (w: TenancyWorld) => buildFolder(w.db, w.homeCompanyId);
const homeDocument = async (w: TenancyWorld) => buildDocument(w.db, await homeFolder(w), w.homeAdmin.id, { mustRead: true });

/** The document manager: folders, documents, their versions and read confirmations. */
export const documentCases: Record<string, TenancyCase> = {
  'GET /api/companies/:company_id/documentFolders': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/documentFolders`,
  })),
  'POST /api/companies/:company_id/documentFolders': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/documentFolders`,
    body: { name: 'Protokolle' },
  })),
  'PATCH /api/documentFolders/:id': home(async (w) => ({
    url: `/api/documentFolders/${(await homeFolder(w)).id}`,
    body: { name: 'Neu' },
  })),
  'DELETE /api/documentFolders/:id': home(async (w) => ({ url: `/api/documentFolders/${(await homeFolder(w)).id}` })),
  'GET /api/companies/:company_id/documents': home(async (w) => ({ url: `/api/companies/${w.homeCompanyId}/documents` })),
  'GET /api/documentFolders/:id/documents': home(async (w) => ({
    url: `/api/documentFolders/${(await homeFolder(w)).id}/documents`,
  })),
  'POST /api/documentFolders/:id/documents': home(async (w) => ({
    url: `/api/documentFolders/${(await homeFolder(w)).id}/documents`,
    ...multipartUpload(SAMPLE_PDF, 'Gebührenordnung.pdf'),
  })),
  'GET /api/documents/:id': home(async (w) => ({ url: `/api/documents/${(await homeDocument(w)).id}` })),
  'PATCH /api/documents/:id': home(async (w) => ({
    url: `/api/documents/${(await homeDocument(w)).id}`,
    body: { must_read: false },
  })),
  'DELETE /api/documents/:id': home(async (w) => ({ url: `/api/documents/${(await homeDocument(w)).id}` })),
  'POST /api/documents/:id/versions': home(async (w) => ({
    url: `/api/documents/${(await homeDocument(w)).id}/versions`,
    ...multipartUpload(SAMPLE_PDF, 'Betriebshandbuch-2.pdf'),
  })),
  'GET /api/documents/:id/versions/:version/file': home(async (w) => ({
    url: `/api/documents/${(await homeDocument(w)).id}/versions/1/file`,
  })),
  'POST /api/documents/:id/acknowledge': home(async (w) => ({ url: `/api/documents/${(await homeDocument(w)).id}/acknowledge` })),
  'GET /api/documents/:id/readers': home(async (w) => ({ url: `/api/documents/${(await homeDocument(w)).id}/readers` })),
};
