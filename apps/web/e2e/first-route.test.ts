import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, PHONE, signInByApi, useBrowser } from './support/browser';
import { heading } from './support/shell';

const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;

/**
 * Holds the app's chunk back for a second, as a slow line would, and notes when it was let through and
 * when the page asked who is signed in.
 */
async function watchFirstReads(page: Page) {
  const seen = { appArrived: 0, userAsked: [] as number[] };
  await page.route(APP_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    seen.appArrived = Date.now();
    await route.continue();
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user') seen.userAsked.push(Date.now());
  });
  return seen;
}

describe("the dashboard's first reads", () => {
  const chrome = useBrowser();

  it('asks who is signed in while the app is still loading, once', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'pilot@demo.aero');
    const seen = await watchFirstReads(page);
    await page.goto('/');
    await heading(page, /^Hallo /);
    expect(seen.userAsked).toHaveLength(1);
    expect(seen.userAsked[0]).toBeLessThan(seen.appArrived);
    await context.close();
  });

  it('sends a guest from the dashboard to the login page on the same early answer', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    const seen = await watchFirstReads(page);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await heading(page, 'Willkommen zurück!');
    expect(seen.userAsked).toHaveLength(1);
    expect(seen.userAsked[0]).toBeLessThan(seen.appArrived);
    await context.close();
  });
});
