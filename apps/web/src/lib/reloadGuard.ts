const RELOAD_GUARD_MS = 10_000;

/** Reloads the page unless this path was already reloaded in the last 10 s (spec §4, §9). */
export function reloadOnce(path = window.location.pathname): boolean {
  const key = `reloaded:${path}`;
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(key, String(Date.now()));
  window.location.reload();
  return true;
}

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i;
export const isChunkLoadError = (error: unknown) => error instanceof Error && CHUNK_ERROR.test(error.message);
