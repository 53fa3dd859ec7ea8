/**
 * How the API client's calls reach the server: the browser's `fetch`, or, while the server renders a
 * signed-in page itself (app/snapshot/renderDashboard.tsx), the server's own answer to the person's
 * request. Then nothing is kept for offline use either: the copy is the browser's.
 */
type Send = (url: string, init: RequestInit) => Promise<Response>;

let onServer: Send | undefined;

export const send: Send = (url, init) => (onServer ?? fetch)(url, init);

export const answeredByServer = () => onServer !== undefined;

/** For the duration of `run`, the client's calls go to `server` instead of the network. */
export async function withServerAnswers<T>(server: Send, run: () => Promise<T>): Promise<T> {
  onServer = server;
  try {
    return await run();
  } finally {
    onServer = undefined;
  }
}
