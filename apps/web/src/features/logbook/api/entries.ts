import {
  type LogbookEntry,
  type LogbookEntryCreate,
  type LogbookEntryUpdate,
  type LogbookFunction,
  listOf,
  logbookEntrySchema,
} from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { type Sent, sendOrQueue } from '../../../lib/offline/send';
import { invalidate } from '../../../lib/queryClient';
import { logbookKeys } from '../../../lib/queryKeys';

export const ENTRIES_PER_PAGE = 25;

/** What the logbook list is narrowed to; dates are ISO `YYYY-MM-DD`. */
export interface EntryFilters {
  from?: string;
  to?: string;
  aircraft?: string;
  airport?: string;
  function?: LogbookFunction;
  search?: string;
}

const one = z.object({ data: logbookEntrySchema });

/** One page of the user's logbook, newest first; the previous page stays shown while the next loads. */
export const logbookEntriesQuery = (filters: EntryFilters, page: number) =>
  queryOptions({
    queryKey: logbookKeys.entries(filters, page),
    queryFn: async ({ signal }) =>
      api.get('/api/logbook/entries', listOf(logbookEntrySchema), { ...filters, page, per_page: ENTRIES_PER_PAGE }, signal),
    placeholderData: keepPreviousData,
  });

/** Entries, totals and currency all change with any entry. */
export const refreshLogbook = () => invalidate(logbookKeys.all);

/** Added at once, or kept in the outbox until the connection is back. */
export async function createEntry(entry: LogbookEntryCreate, label: string): Promise<Sent<{ data: LogbookEntry }>> {
  const draft = { kind: 'logbook_entry' as const, path: '/api/logbook/entries', body: entry, scope: 'logbook', label };
  const sent = await sendOrQueue(draft, one);
  if (!sent.queued) await refreshLogbook();
  return sent;
}

export async function updateEntry(id: number, change: LogbookEntryUpdate): Promise<LogbookEntry> {
  const updated = (await api.patch(`/api/logbook/entries/${id}`, change, one)).data;
  await refreshLogbook();
  return updated;
}

export async function deleteEntry(id: number) {
  await api.delete(`/api/logbook/entries/${id}`);
  await refreshLogbook();
}
