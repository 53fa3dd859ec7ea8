import {
  type CompanyBillingUpdate,
  companyBillingSchema,
  type InvoiceRun,
  type InvoiceStatus,
  invoiceIssueManyResultSchema,
  invoicePageSchema,
  invoiceResponseSchema,
  invoiceRunResultSchema,
  invoiceSentSchema,
} from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { accountingKeys, accountKeys, invoiceKeys } from '../../../lib/queryKeys';

export interface InvoiceFilters {
  status?: InvoiceStatus;
  overdue?: boolean;
  membershipId?: number;
  from?: string;
  to?: string;
  search?: string;
  page: number;
}

/** The company's invoices as filtered, a page at a time, with the sums over all the filter finds. */
export const invoicesQuery = (companyId: number, filters: InvoiceFilters) =>
  queryOptions({
    queryKey: invoiceKeys.list(companyId, filters),
    queryFn: ({ signal }) =>
      api.get(
        `/api/companies/${companyId}/invoices`,
        invoicePageSchema,
        {
          status: filters.status,
          overdue: filters.overdue ? 'true' : undefined,
          membership_id: filters.membershipId,
          from: filters.from,
          to: filters.to,
          search: filters.search,
          page: filters.page,
          per_page: 25,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** One invoice with its lines. */
export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get(`/api/invoices/${id}`, invoiceResponseSchema, undefined, signal)).data,
  });

/** A member's own issued invoices, newest first. */
export const memberInvoicesQuery = (membershipId: number, page: number) =>
  queryOptions({
    queryKey: invoiceKeys.member(membershipId, page),
    queryFn: ({ signal }) =>
      api.get(`/api/memberships/${membershipId}/invoices`, invoicePageSchema, { page, per_page: 10 }, signal),
    placeholderData: keepPreviousData,
  });

export const billingQuery = (companyId: number) =>
  queryOptions({
    queryKey: invoiceKeys.billing(companyId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/companies/${companyId}/billing`, z.object({ data: companyBillingSchema }), undefined, signal)).data,
  });

/** Issuing and cancelling move balances (typed lines are booked): accounts refresh too. */
const refresh = () => invalidate(invoiceKeys.all, accountKeys.all, accountingKeys.all);

export async function saveBilling(companyId: number, billing: CompanyBillingUpdate) {
  const saved = await api.put(`/api/companies/${companyId}/billing`, billing, z.object({ data: companyBillingSchema }));
  await invalidate(invoiceKeys.billing(companyId));
  return saved.data;
}

/** The invoice run: a preview (`dry_run`) or the drafts written. */
export async function runInvoices(companyId: number, run: InvoiceRun) {
  const result = await api.post(`/api/companies/${companyId}/invoice-runs`, run, invoiceRunResultSchema);
  if (!run.dry_run) await refresh();
  return result.data;
}

export async function issueInvoices(companyId: number, invoiceIds: number[]) {
  const issued = await api.post(
    `/api/companies/${companyId}/invoices/issue`,
    { invoice_ids: invoiceIds },
    invoiceIssueManyResultSchema,
  );
  await refresh();
  return issued.data;
}

export async function issueInvoice(id: number) {
  const issued = await api.post(`/api/invoices/${id}/issue`, {}, invoiceResponseSchema);
  await refresh();
  return issued.data;
}

/** Cancels an issued invoice; the answer is the cancellation invoice. */
export async function cancelInvoice(id: number) {
  const cancellation = await api.post(`/api/invoices/${id}/cancel`, {}, invoiceResponseSchema);
  await refresh();
  return cancellation.data;
}

/** Mails an issued invoice to its recipient again, with its PDF. */
export async function sendInvoice(id: number) {
  const sent = await api.post(`/api/invoices/${id}/send`, {}, invoiceSentSchema);
  await invalidate(invoiceKeys.all);
  return sent.data;
}

export async function deleteDraft(id: number) {
  await api.delete(`/api/invoices/${id}`);
  await refresh();
}
