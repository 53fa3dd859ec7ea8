import {
  listOf,
  oneOf,
  type SepaCollectionCreate,
  type SepaReturn,
  sepaCandidateSchema,
  sepaCollectionPageSchema,
  sepaCollectionSchema,
} from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { accountingKeys, accountKeys, invoiceKeys, paymentKeys, sepaKeys } from '../../../lib/queryKeys';

/** The company's collection runs, newest first, ten to a page. */
export const collectionsQuery = (companyId: number, page: number) =>
  queryOptions({
    queryKey: sepaKeys.collections(companyId, page),
    queryFn: ({ signal }) =>
      api.get(`/api/companies/${companyId}/sepa-collections`, sepaCollectionPageSchema, { page, per_page: 10 }, signal),
    placeholderData: keepPreviousData,
  });

/** Open invoices of members with a mandate that no run collects yet, oldest due first. */
export const candidatesQuery = (companyId: number) =>
  queryOptions({
    queryKey: sepaKeys.candidates(companyId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/companies/${companyId}/sepa-collections/candidates`, listOf(sepaCandidateSchema), undefined, signal))
        .data,
  });

/** The run's pain.008 file (the session cookie authorises the download). */
export const collectionXmlUrl = (collectionId: number) => `/api/sepa-collections/${collectionId}/xml`;

/** A run changes invoices (pending, paid, reopened), the members' accounts and payments, and the dashboard's open items. */
const refresh = () => invalidate(sepaKeys.all, invoiceKeys.all, accountKeys.all, paymentKeys.all, accountingKeys.all);

export async function createCollection(companyId: number, body: SepaCollectionCreate) {
  const created = await api.post(`/api/companies/${companyId}/sepa-collections`, body, oneOf(sepaCollectionSchema));
  await refresh();
  return created.data;
}

/** The bank has collected the run: its invoices are paid by direct debit. */
export async function confirmCollection(collectionId: number) {
  const confirmed = await api.post(`/api/sepa-collections/${collectionId}/confirm`, {}, oneOf(sepaCollectionSchema));
  await refresh();
  return confirmed.data;
}

/** The bank returned one debit of a confirmed run: its invoice opens again, the fee (if any) is charged to the member. */
export async function recordReturn(collectionId: number, body: SepaReturn) {
  const returned = await api.post(`/api/sepa-collections/${collectionId}/returns`, body, oneOf(sepaCollectionSchema));
  await refresh();
  return returned.data;
}
