import { type LogbookImportResult, logbookImportResultSchema } from '@portal/contracts';
import { api } from '../../../lib/api/client';
import { refreshLogbook } from './entries';

/** Sends the CSV: with `dryRun` the answer is the preview and nothing is saved. */
export async function importLogbook(file: File, dryRun: boolean): Promise<LogbookImportResult> {
  const body = new FormData();
  body.append('file', file);
  const result = (await api.post(`/api/logbook/import?dry_run=${dryRun}`, body, logbookImportResultSchema)).data;
  if (!dryRun) await refreshLogbook();
  return result;
}

/** A download link of the logbook (the session cookie authorises it), optionally for a date range. */
export function exportUrl(format: 'csv' | 'pdf', range: { from?: string; to?: string } = {}): string {
  const query = new URLSearchParams({ format });
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  return `/api/logbook/export?${query}`;
}
