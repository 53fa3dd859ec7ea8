import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

/** The id of the demo company whose name starts with `prefix` (the club: "Luftsportverein", the school: "Flugschule"). */
export async function demoCompanyId(context: BrowserContext, prefix: string): Promise<number> {
  const response = await context.request.get('/api/companies?paginate=false', { headers: { accept: 'application/json' } });
  const { data } = (await response.json()) as { data: { id: number; name: string }[] };
  const company = data.find((candidate) => candidate.name.startsWith(prefix));
  if (!company) throw new Error(`demo company "${prefix}…" not found`);
  return company.id;
}

/** The demo club's id, looked up as its admin would see it. */
export const demoClubId = (context: BrowserContext) => demoCompanyId(context, 'Luftsportverein');

/**
 * A club of the test's own, made by the signed-in user (so they are its admin): what the test writes there
 * no other file reads, and the demo club stays as seeded.
 */
export async function ownClub(context: BrowserContext, name: string): Promise<{ id: number; name: string }> {
  const unique = `${name} ${Date.now().toString(36)}`;
  const response = await postAsApp(context, '/api/companies', { name: unique, kind: 'club' });
  if (response.status() !== 201) throw new Error(`club not created: ${await response.text()}`);
  return { id: ((await response.json()) as { data: { id: number } }).data.id, name: unique };
}

/** The headers the web app sends with an unsafe call: the page's XSRF token, origin and JSON. */
async function appHeaders(context: BrowserContext) {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'x-xsrf-token': decodeURIComponent(xsrf), origin: baseUrl(), accept: 'application/json' };
}

/** An unsafe API call with the page's cookies and XSRF header, as the web app sends it. */
export async function postAsApp(context: BrowserContext, path: string, data: unknown = {}, headers: Record<string, string> = {}) {
  return context.request.post(path, { data, headers: { ...(await appHeaders(context)), ...headers } });
}

/** A multipart upload in the field `file`, with the page's cookies and XSRF header, as the web app sends it. */
export async function uploadAsApp(
  context: BrowserContext,
  path: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  return context.request.post(path, { multipart: { file }, headers: await appHeaders(context) });
}

/** A PATCH with the page's cookies and XSRF header, as the web app sends it. */
export async function patchAsApp(context: BrowserContext, path: string, data: unknown) {
  return context.request.patch(path, { data, headers: await appHeaders(context) });
}

/** A PUT with the page's cookies and XSRF header, as the web app sends it. */
export async function putAsApp(context: BrowserContext, path: string, data: unknown) {
  return context.request.put(path, { data, headers: await appHeaders(context) });
}

/** A DELETE with the page's cookies and XSRF header, as the web app sends it. */
export async function deleteAsApp(context: BrowserContext, path: string) {
  return context.request.delete(path, { headers: await appHeaders(context) });
}

/** Waits until the page's main heading (h1) says `name`. */
export async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Whether React has rendered into #root: a page's snapshot is plain HTML until the first touch. */
export const appRunning = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

/**
 * Lets the app take over the signed-in dashboard the server rendered (a browser without the service
 * worker, as the tests' contexts are, gets it at `/`): the page is plain HTML until the first touch,
 * and a mouse over it is one. A test of what the app does on its own (syncing, polling) starts it so.
 */
export async function takeOver(page: Page) {
  await page.mouse.move(1, 1);
  await page.locator('#root:not([data-snapshot])').waitFor({ state: 'attached' });
}

/** The paths of the page's document loads (first load and every reload), in order. */
export function loadedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('load', () => paths.push(new URL(page.url()).pathname));
  return paths;
}

/** Resolves once the page has fetched /build.json and read the answer. */
export async function buildChecked(page: Page) {
  const response = await page.waitForResponse('**/build.json');
  await response.finished();
}

/** Follows a link of the main navigation, as a person would. */
export async function navigateTo(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: label, exact: true }).click();
}

/** The names of the page's local (IndexedDB) databases. */
export const localDatabases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? ''));

/** The toasts on screen (sonner), with their type. */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');

/** How many rows a table of a local (IndexedDB) database holds; 0 while it does not exist yet. */
export const localRowCount = (page: Page, database: string, table: string) =>
  page.evaluate(
    ([name, store]) =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve(0);
            return;
          }
          const counting = db.transaction(store).objectStore(store).count();
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
          counting.onerror = () => reject(counting.error);
        };
      }),
    [database, table] as const,
  );
