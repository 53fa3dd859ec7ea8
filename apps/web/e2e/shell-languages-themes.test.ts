import { describe, expect, it } from 'vitest';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { registerByApi } from './support/identity';
import { demoClubId, heading, takeOver } from './support/shell';

const scheme = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'));

describe('languages', () => {
  const chrome = useBrowser();

  it('follows the URL prefix first: /en and /no', async () => {
    const { context, page } = await newPage(chrome.browser);
    await page.goto('/en/login');
    await heading(page, 'Welcome back!');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await screenshot(page, 'login-desktop-en-light');
    await page.goto('/no/password/forgot');
    await heading(page, 'Glemt passordet?');
    expect(await page.title()).toBe('Glemt passord · Flugportal');
    await context.close();
  });

  it('then the cookie the language menu sets, then the browser language', async () => {
    const { context, page } = await newPage(chrome.browser, { locale: 'en-US' });
    await page.goto('/login');
    await heading(page, 'Welcome back!');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Norsk' }).click();
    await heading(page, 'Velkommen tilbake!');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('no');
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie).toMatchObject({ value: 'no', sameSite: 'Lax' });
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
    await page.reload();
    await heading(page, 'Velkommen tilbake!');
    await context.close();
  });

  it("saves a signed-in person's choice in the navbar to the profile, which another device takes at sign-in", async () => {
    const { context, page } = await newPage(chrome.browser);
    const person = await registerByApi(context, 'Lena Sprachwahl');
    await page.goto('/');
    await heading(page, 'Hallo Lena!');
    const saved = page.waitForResponse('**/api/user/profile-information');
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Norsk' }).click();
    expect((await saved).status()).toBe(200);
    await heading(page, 'Hei Lena!');

    // Another device, German by default, takes the profile's language at sign-in and keeps it.
    const other = await newPage(chrome.browser);
    await other.page.goto('/login');
    await other.page.getByLabel('E-Mail-Adresse').fill(person.email);
    await other.page.getByLabel('Passwort').fill(person.password);
    await other.page.getByRole('button', { name: 'Anmelden' }).click();
    await heading(other.page, 'Hei Lena!');
    expect(await other.page.evaluate(() => document.documentElement.lang)).toBe('no');
    expect((await other.context.cookies()).find((c) => c.name === 'locale')?.value).toBe('no');
    await screenshot(other.page, 'dashboard-desktop-no-after-sign-in');
    await other.page.reload();
    await heading(other.page, 'Hei Lena!');
    await other.context.close();
    await context.close();
  });

  it('shows German page titles for the club admin pages, in the navigation as they are built', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    const clubId = await demoClubId(context);
    await page.goto(`/companies/${clubId}/admin/reports`);
    await heading(page, 'Berichte');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(await nav.getByRole('link', { name: /Berichte/ }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: /Dokumente/ }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: /Kennzahlen/ }).count()).toBe(1);
    await screenshot(page, 'reports-title-desktop-de');
    await context.close();
  });
});

describe('themes', () => {
  const chrome = useBrowser();

  it('opens dark on a first visit from a dark OS (system), live with the OS', async () => {
    const { context, page } = await newPage(chrome.browser, { colorScheme: 'dark', viewport: PHONE });
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/');
    await heading(page, 'Hallo Jonas!');
    expect(await scheme(page)).toBe('dark');
    await screenshot(page, 'layout-default-phone-de-dark');
    // The OS's switch reaches a page the app runs.
    await takeOver(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => scheme(page)).toBe('light');
    await context.close();
  });

  it('moves nothing for a person who prefers reduced motion, but keeps a progress indicator turning', async () => {
    const { context, page } = await newPage(chrome.browser, { reducedMotion: 'no-preference' });
    await page.goto('/login');
    await heading(page, 'Willkommen zurück!');
    const motion = () =>
      page.evaluate(() => {
        const button = getComputedStyle(document.querySelector('button[type="submit"]') as Element);
        const probe = document.createElement('span');
        probe.setAttribute('role', 'progressbar');
        probe.style.animation = 'spin 1s linear infinite';
        document.body.append(probe);
        const indicator = getComputedStyle(probe).animationIterationCount;
        probe.remove();
        return { seconds: Number.parseFloat(button.transitionDuration), indicator };
      });
    expect(await motion()).toEqual({ seconds: 0.25, indicator: 'infinite' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await motion()).toEqual({ seconds: 0.00001, indicator: 'infinite' });
    await context.close();
  });

  it('keeps an explicit light or dark choice, and the modern skin', async () => {
    const { context, page } = await newPage(chrome.browser, { colorScheme: 'dark' });
    await signInByApi(context, 'admin@demo.aero');
    await page.goto('/companies');
    await heading(page, 'Vereine und Flugschulen');
    await page.getByRole('button', { name: 'Darstellung' }).click();
    await page.getByRole('menuitem', { name: 'Hell', exact: true }).click();
    await expect.poll(() => scheme(page)).toBe('light');
    await page.reload();
    await heading(page, 'Vereine und Flugschulen');
    expect(await scheme(page)).toBe('light');
    await page.getByRole('button', { name: 'Darstellung' }).click();
    await page.getByRole('menuitem', { name: 'Dunkel', exact: true }).click();
    await expect.poll(() => scheme(page)).toBe('dark');
    await screenshot(page, 'layout-default-desktop-de-dark');
    await page.getByRole('button', { name: 'Darstellung' }).click();
    await page.getByRole('menuitem', { name: 'Modern (dunkel)' }).click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}').skin)).toBe('modern');
    await screenshot(page, 'layout-default-desktop-de-modern');
    await context.close();
  });
});

describe('error pages', () => {
  const chrome = useBrowser();

  it("shows 'Seite nicht gefunden' for an unknown path and names the path when a route's check fails", async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/gibt-es-nicht');
    await heading(page, 'Seite nicht gefunden');
    await screenshot(page, 'not-found-desktop-de');
    await page.goto('/account-settings/unbekannt');
    await heading(page, 'Seite nicht gefunden: /account-settings/unbekannt');
    await page.getByRole('button', { name: 'Zur Startseite' }).click();
    await heading(page, 'Hallo Jonas!');
    await context.close();
  });

  it('keeps a member out of the super-admin page', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/admin');
    await page.waitForURL('**/not-authorized');
    await heading(page, 'Keine Berechtigung');
    await context.close();
  });
});
