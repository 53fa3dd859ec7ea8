import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { appRunning, heading, takeOver } from './support/shell';

/** The API reads the page itself makes (path and query). */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

describe('the signed-in dashboard the server renders for a first visit', () => {
  const chrome = useBrowser();

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`paints the person's cards from the HTML alone, laid out for a phone (${colorScheme})`, async () => {
      const { context, page } = await newPage(chrome.browser, { viewport: PHONE, colorScheme });
      await signInByApi(context, 'pilot@demo.aero');
      const reads = apiReads(page);
      await page.goto('/');
      await heading(page, 'Hallo Jonas!');
      await page.getByRole('heading', { name: 'Deine nächsten Buchungen' }).waitFor();
      await page.getByText(/^Tauglichkeit Klasse 2 läuft am /).waitFor();
      await page.getByRole('heading', { name: 'Mein Konto' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await appRunning(page)).toBe(false);
      expect(reads).toEqual([]);
      expect(await page.title()).toBe('Übersicht · Flugportal');
      expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe(colorScheme);
      // A phone's layout: the navigation behind its button, as the app shows it.
      expect(await mainNavigation(page).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Navigation öffnen' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `dashboard-snapshot-phone-de-${colorScheme}`);
      await context.close();
    });
  }

  it('is taken over by the app at the first touch, from the answers it was rendered from', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    // When the app's first render replaced the server's (the snapshot's mark leaves #root with it).
    await context.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        const root = document.getElementById('root');
        if (!root || root.hasAttribute('data-snapshot') || !root.firstElementChild) return;
        document.documentElement.dataset.takenOverAt = String(performance.now());
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/');
    await heading(page, 'Hallo Jonas!');
    await mainNavigation(page).getByRole('link', { name: 'Vereine' }).waitFor();
    await screenshot(page, 'dashboard-snapshot-desktop-de-light');
    await takeOver(page);
    expect(await appRunning(page)).toBe(true);
    await heading(page, 'Hallo Jonas!');
    await page.getByRole('heading', { name: 'Deine nächsten Buchungen' }).waitFor();
    // The app rendered from the answers in the page: it asked the API nothing before.
    const askedBefore = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
        .filter((entry) => entry.startTime < Number(document.documentElement.dataset.takenOverAt))
        .map((entry) => entry.name),
    );
    expect(askedBefore).toEqual([]);
    expect(await page.locator('style[data-snapshot-style]').count()).toBe(0);
    await context.close();
  });

  it('follows a link touched before the app ran, in the app', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/');
    await heading(page, 'Hallo Jonas!');
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('link', { name: 'Zum Flugbuch' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/logbook');
    await heading(page, 'Dein Flugbuch');
    // The router went there: the page was not loaded anew.
    expect(loads).toEqual([]);
    await context.close();
  });

  it('comes in the language the app will speak', async () => {
    const { context, page } = await newPage(chrome.browser, { locale: 'en-GB' });
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/');
    await heading(page, 'Hello Jonas!');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.title()).toBe('Dashboard · Flugportal');
    await context.close();
  });
});
