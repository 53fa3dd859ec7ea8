/**
 * Reads the first-route script (`build/firstRoute.ts`) started with the page, while the app's chunks
 * were still on their way: the dashboard's data is there when the app first renders. Each is taken
 * once, by the first request for its address; a later one asks the server anew. They answer for the
 * page as it opened: a write, or a minute gone by (a page that did not read them at once), drops the
 * ones not taken, so no one is shown an answer older than what they did since.
 */
const started = globalThis as { portalEarlyReads?: Record<string, Promise<Response>> };
const FRESH_MS = 60_000;

export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const reads = started.portalEarlyReads;
  const read = reads?.[url];
  if (!reads || !read) return undefined;
  delete reads[url];
  return performance.now() < FRESH_MS ? read : undefined;
}

export function dropEarlyReads() {
  started.portalEarlyReads = undefined;
}
