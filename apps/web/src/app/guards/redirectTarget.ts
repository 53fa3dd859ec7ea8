/** The `redirect` query path after sign-in, only when it stays inside the app. */
export function redirectTarget(search: string, fallback = '/'): string {
  const target = new URLSearchParams(search).get('redirect');
  return target?.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
