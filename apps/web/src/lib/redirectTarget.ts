/**
 * A path inside the app: one leading slash, no backslash (browsers read `/\evil` as `//evil`, another
 * host) and no control character (browsers drop tabs and newlines, so `/\t/evil` becomes `//evil`).
 */
export const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !/[\\\p{Cc}]/u.test(path);

/** The `redirect` query path after sign-in, only when it stays inside the app. */
export function redirectTarget(search: string, fallback = '/'): string {
  const target = new URLSearchParams(search).get('redirect');
  return target !== null && isAppPath(target) ? target : fallback;
}
