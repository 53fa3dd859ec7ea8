/**
 * Reads the first-route script (`build/firstRoute.ts`) started with the page, while the app's chunks
 * were still on their way: who is signed in is known one round trip sooner. Each is taken once, by the
 * first request for its address; a later one asks the server anew.
 */
const started = globalThis as { portalEarlyReads?: Record<string, Promise<Response>> };

export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const reads = started.portalEarlyReads;
  const read = reads?.[url];
  if (reads && read) delete reads[url];
  return read;
}
