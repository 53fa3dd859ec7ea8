const RELOAD_GUARD_MS = 10_000;

const guardKey = (path: string) => `reloaded:${path}`;

/** Whether `reloadOnce` would reload this path now. */
export function mayReload(path = window.location.pathname): boolean {
  return Date.now() - Number(sessionStorage.getItem(guardKey(path)) ?? 0) >= RELOAD_GUARD_MS;
}

/** Reloads the page unless this path was already reloaded in the last 10 s. */
export function reloadOnce(path = window.location.pathname): boolean {
  if (!mayReload(path)) return false;
  sessionStorage.setItem(guardKey(path), String(Date.now()));
  window.location.reload();
  return true;
}

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i;
export const isChunkLoadError = (error: unknown) => error instanceof Error && CHUNK_ERROR.test(error.message);
