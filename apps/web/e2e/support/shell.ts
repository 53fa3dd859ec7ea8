import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

/** The demo club's id, looked up as its admin would see it. */
export async function demoClubId(context: BrowserContext): Promise<number> {
  const response = await context.request.get('/api/companies?paginate=false', { headers: { accept: 'application/json' } });
  const { data } = (await response.json()) as { data: { id: number; name: string }[] };
  const club = data.find((company) => company.name.startsWith('Luftsportverein'));
  if (!club) throw new Error('demo club not found');
  return club.id;
}

/** An unsafe API call with the page's cookies and XSRF header, as the web app sends it. */
export async function postAsApp(context: BrowserContext, path: string, data: unknown = {}) {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return context.request.post(path, {
    data,
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf), origin: baseUrl(), accept: 'application/json' },
  });
}

/** Waits until the page's main heading (h1) says `name`. */
export async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}
