import {
  type ClubDocument,
  type DocumentFolderCreateInput,
  type DocumentFolderUpdate,
  type DocumentUpdate,
  documentDetailSchema,
  documentFolderSchema,
  documentReaderSchema,
  documentSchema,
  oneOf,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { documentKeys } from '../../../lib/queryKeys';

const documentList = z.object({ data: z.array(documentSchema) });

export const foldersQuery = (companyId: number) =>
  queryOptions({
    queryKey: documentKeys.folders(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/companies/${companyId}/documentFolders`,
          z.object({ data: z.array(documentFolderSchema) }),
          undefined,
          signal,
        )
      ).data,
  });

/** A folder's documents, or with no folder the company's documents whose name holds `q`. */
export const documentsQuery = (companyId: number, view: { folderId: number | null; q: string }) =>
  queryOptions({
    queryKey: documentKeys.list(companyId, view),
    queryFn: async ({ signal }) => {
      const path = view.folderId ? `/api/documentFolders/${view.folderId}/documents` : `/api/companies/${companyId}/documents`;
      return (await api.get(path, documentList, { q: view.q || undefined }, signal)).data;
    },
  });

export const unreadDocumentsQuery = (companyId: number) =>
  queryOptions({
    queryKey: documentKeys.unread(companyId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/companies/${companyId}/documents`, documentList, { unread: 'true' }, signal)).data,
  });

export const documentQuery = (documentId: number) =>
  queryOptions({
    queryKey: documentKeys.detail(documentId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/documents/${documentId}`, oneOf(documentDetailSchema), undefined, signal)).data,
  });

export const readersQuery = (documentId: number) =>
  queryOptions({
    queryKey: documentKeys.readers(documentId),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/documents/${documentId}/readers`,
          z.object({ data: z.array(documentReaderSchema) }),
          undefined,
          signal,
        )
      ).data,
  });

async function write<T>(call: Promise<T>): Promise<T> {
  const result = await call;
  await invalidate(documentKeys.all);
  return result;
}

/** Files go as multipart form data in the field `file`; the server checks what they really are. */
const formWith = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

export const createFolder = (companyId: number, body: DocumentFolderCreateInput) =>
  write(api.post(`/api/companies/${companyId}/documentFolders`, body, oneOf(documentFolderSchema)));

export const updateFolder = (folderId: number, body: DocumentFolderUpdate) =>
  write(api.patch(`/api/documentFolders/${folderId}`, body, oneOf(documentFolderSchema)));

/** With `withContents` the documents and sub-folders go too; without, a folder holding any is refused (409). */
export const deleteFolder = (folderId: number, withContents: boolean) =>
  write(api.delete(`/api/documentFolders/${folderId}${withContents ? '?with_contents=true' : ''}`));

export const uploadDocument = (folderId: number, file: File, fields: { name: string; mustRead: boolean }) => {
  const query = new URLSearchParams({ must_read: String(fields.mustRead) });
  if (fields.name.trim()) query.set('name', fields.name.trim());
  return write(api.post(`/api/documentFolders/${folderId}/documents?${query}`, formWith(file), oneOf(documentDetailSchema)));
};

export const uploadVersion = (documentId: number, file: File) =>
  write(api.post(`/api/documents/${documentId}/versions`, formWith(file), oneOf(documentDetailSchema)));

export const updateDocument = (documentId: number, body: DocumentUpdate) =>
  write(api.patch(`/api/documents/${documentId}`, body, oneOf(documentDetailSchema)));

export const deleteDocument = (documentId: number) => write(api.delete(`/api/documents/${documentId}`));

export const acknowledgeDocument = (document: ClubDocument) => write(api.post(`/api/documents/${document.id}/acknowledge`, {}));
