import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, PHONE, signInByApi, useBrowser } from './support/browser';
import { heading } from './support/shell';

const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;

/**
 * Holds the app's chunk back for a second, as a slow line would, and notes when it was let through and
 * when the page asked the API what (path and query).
 */
async function watchFirstReads(page: Page) {
  const seen = { appArrived: 0, asked: [] as Array<{ read: string; at: number }> };
  await page.route(APP_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    seen.appArrived = Date.now();
    await route.continue();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.asked.push({ read: `${url.pathname}${url.search}`, at: Date.now() });
  });
  return {
    appArrived: () => seen.appArrived,
    /** When each request for `read` was made. */
    times: (read: string | RegExp) =>
      seen.asked
        .filter((asked) => (typeof read === 'string' ? asked.read === read : read.test(asked.read)))
        .map((asked) => asked.at),
    /** Reads asked more than once. */
    repeated: () => seen.asked.map((asked) => asked.read).filter((read, index, all) => all.indexOf(read) !== index),
  };
}

/**
 * `/` answered with the app's index.html, as the service worker answers every visit after the first
 * (the server renders a first visit's dashboard itself: e2e/dashboard-snapshot.test.ts).
 */
async function asTheWorkerAnswers(page: Page) {
  await page.route(`${baseUrl()}/`, async (route) =>
    route.fulfill({ response: await route.fetch({ url: `${baseUrl()}/index.html` }) }),
  );
}

describe("the dashboard's first reads, in the app the service worker serves", () => {
  const chrome = useBrowser();

  it('asks who is signed in and what the cards show while the app is still loading, each once', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'pilot@demo.aero');
    await asTheWorkerAnswers(page);
    const seen = await watchFirstReads(page);
    await page.goto('/');
    await heading(page, /^Hallo /);
    await page.getByRole('heading', { name: 'Deine nächsten Buchungen' }).waitFor();
    for (const read of [
      '/api/user',
      '/api/companies?paginate=false',
      '/api/logbook/totals',
      /^\/api\/users\/\d+\/memberships\?paginate=false&include=company$/,
      /^\/api\/users\/\d+\/bookings\?limit=5$/,
    ]) {
      const times = seen.times(read);
      expect(times, String(read)).toHaveLength(1);
      expect(times[0], String(read)).toBeLessThan(seen.appArrived());
    }
    // The app took the early answers instead of asking again.
    expect(seen.repeated()).toEqual([]);
    await context.close();
  });

  it('loads without an error in a browser that refuses the service worker', async () => {
    // The browser tests' contexts block workers, as a private window or disabled storage does.
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'pilot@demo.aero');
    await asTheWorkerAnswers(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await heading(page, /^Hallo /);
    // The worker is registered once the page has loaded, after workbox-window's chunk has arrived.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a guest from the dashboard to the login page on the same early answer', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    const seen = await watchFirstReads(page);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await heading(page, 'Willkommen zurück!');
    const times = seen.times('/api/user');
    expect(times).toHaveLength(1);
    expect(times[0]).toBeLessThan(seen.appArrived());
    // Nobody is signed in: nothing that needs a user is asked for.
    expect(seen.times(/^\/api\/users\//)).toEqual([]);
    await context.close();
  });
});
