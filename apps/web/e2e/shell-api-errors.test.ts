import { describe, expect, it } from 'vitest';
import { newPage, screenshot, signInByApi, useBrowser } from './support/browser';
import { heading, localDatabases, navigateTo, toasts } from './support/shell';

const TEN_MINUTES = 10 * 60_000;

describe('answers of the API the whole app reacts to', () => {
  const chrome = useBrowser();

  it('signs out on a 401 mid-session: local data wiped, login with the page as redirect', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    const { id } = (await (await context.request.get('/api/user')).json()) as { id: number };
    await page.clock.install();
    await page.goto('/roadmap');
    await heading(page, 'Roadmap');
    await expect.poll(() => localDatabases(page)).toContain(`portal-user-${id}`);

    // The session ends on the server's side (expired or revoked); the next sync hears 401.
    await context.clearCookies();
    await page.clock.runFor(TEN_MINUTES);
    await page.waitForURL('**/login?redirect=%2Froadmap');
    await heading(page, 'Willkommen zurück!');
    expect((await localDatabases(page)).filter((name) => name.startsWith('portal-'))).toEqual([]);
    await context.close();
  });

  it('shows the maintenance page on a 503', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/');
    await heading(page, 'Hallo Jonas!');
    // A read is never sent twice (§7): each refused URL was asked once.
    const reads: string[] = [];
    await page.route('**/api/airports?*', (route) => {
      reads.push(route.request().url());
      return route.fulfill({ status: 503, json: { message: 'Service Unavailable' } });
    });
    await navigateTo(page, 'Flugplätze');
    await page.waitForURL('**/maintenance');
    expect(reads.length).toBeGreaterThan(0);
    expect(new Set(reads).size).toBe(reads.length);
    await heading(page, 'Wir warten gerade das Flugportal');
    await screenshot(page, 'maintenance-desktop-de');
    await context.close();
  });

  it("toasts a 429 with the server's message, or 'Zu viele Anfragen' without one", async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/');
    await heading(page, 'Hallo Jonas!');
    await page.route('**/api/airports?*', (route) =>
      route.fulfill({ status: 429, json: { message: 'Bitte warte eine Minute.' } }),
    );
    await navigateTo(page, 'Flugplätze');
    await toasts(page).filter({ hasText: 'Bitte warte eine Minute.' }).waitFor();

    await page.unroute('**/api/airports?*');
    await page.route('**/api/airports?*', (route) => route.fulfill({ status: 429, json: {} }));
    await page.getByLabel('Flugplatz suchen').fill('Stuttgart');
    await toasts(page).filter({ hasText: 'Zu viele Anfragen' }).waitFor();
    expect(page.url()).toMatch(/\/apps\/airports/);
    await context.close();
  });

  it('warns about a stale CSRF token on a 419 and does nothing else', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/roadmap');
    await heading(page, 'Roadmap');
    const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
    if (!xsrf) throw new Error('no XSRF cookie');
    await context.addCookies([{ ...xsrf, value: 'stale' }]);

    // Choosing a language saves it to the profile: the real server refuses the stale token with 419.
    const saved = page.waitForResponse('**/api/user/profile-information');
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    expect((await saved).status()).toBe(419);
    // The page still switches (only the profile keeps the old language) and warns in English.
    const warning = toasts(page).filter({ hasText: 'CSRF token mismatch. Please reload the page.' });
    await warning.waitFor();
    expect(await warning.getAttribute('data-type')).toBe('warning');
    expect(await toasts(page).count()).toBe(1);
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-sonner-toast]') as Element).opacity === '1');
    await screenshot(page, 'toast-csrf-desktop-en');
    expect(page.url()).toMatch(/\/roadmap$/);
    await heading(page, 'Roadmap');
    await context.close();
  });
});
