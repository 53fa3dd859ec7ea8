/** The DATEV batch's download link for a period (the session cookie authorises it). */
export function datevExportUrl(companyId: number, from: string, to: string): string {
  return `/api/companies/${companyId}/exports/datev?${new URLSearchParams({ from, to })}`;
}

/** The previous calendar month, the usual batch a treasurer hands over. */
export function lastMonth(today = new Date()): { from: string; to: string } {
  const first = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getFullYear(), today.getMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
