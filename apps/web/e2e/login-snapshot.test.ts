import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, useBrowser } from './support/browser';
import { appRunning, heading } from './support/shell';

describe("the login page's snapshot", () => {
  const chrome = useBrowser();

  it('paints without running the app; what a guest types and ticks before it runs signs them in', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await page.goto('/login');
    await heading(page, 'Willkommen zurück!');
    await page.waitForLoadState('networkidle');
    expect(await appRunning(page)).toBe(false);
    // The app's chunks are fetched before anyone touches the page, but only once it has painted.
    const preloads = await page.evaluate(() => {
      const chunks = new Set(document.querySelector<HTMLElement>('script[data-app-entry]')?.dataset.preload?.split(' '));
      const fetched = performance
        .getEntriesByType('resource')
        .filter((entry) => chunks.has(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return { chunks: chunks.size, fetched, painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime };
    });
    expect(preloads.chunks).toBeGreaterThan(5);
    expect(preloads.fetched).toHaveLength(preloads.chunks);
    expect(Math.min(...preloads.fetched)).toBeGreaterThan(preloads.painted ?? Number.POSITIVE_INFINITY);
    expect(await page.title()).toBe('Anmelden · Flugportal');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'login-snapshot-phone-de-light');

    // The app waits for who is signed in before it takes over: held back, the tick and the submit both
    // come before it (on a busy phone they may), and the tick must not be lost to the submit.
    await page.route('**/api/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.getByLabel('E-Mail-Adresse').pressSequentially('pilot@demo.aero');
    await page.getByText('Angemeldet bleiben').click();
    await page.getByLabel('Passwort').pressSequentially('demo-pass-2026');
    await page.getByLabel('Passwort').press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await heading(page, /^Hallo /);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'portal_session');
    // Ticked before the app ran, the box still counted: the session outlives the browser.
    expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 86_400);
    await context.close();
  });

  it('is English under /en and dark on a dark phone; a link clicked before the app runs is followed in it', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE, colorScheme: 'dark' });
    await page.goto('/en/login');
    await heading(page, 'Welcome back!');
    await page.waitForLoadState('networkidle');
    expect(await appRunning(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'))).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(37, 41, 60)');
    await screenshot(page, 'login-snapshot-phone-en-dark');

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/en/password/forgot');
    await heading(page, 'Forgot your password?');
    expect(await appRunning(page)).toBe(true);
    expect(await page.evaluate(() => document.querySelector('style[data-snapshot-style]'))).toBeNull();
    await context.close();
  });
});
