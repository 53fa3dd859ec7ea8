import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading } from './support/shell';

/** The navigation link marked as the current page (NavLink sets aria-current). */
const currentNavLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('a[aria-current="page"]').allTextContents();

describe('the admin pages under /companies/:id/admin', () => {
  const chrome = useBrowser();

  it('each old path lands on its new one, with its query, and the navigation marks the page', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: DESKTOP });
    await signInByApi(context, 'admin@demo.aero');
    const base = `/companies/${await demoClubId(context)}`;
    const moves = [
      ['memberships?status=pending', 'admin/memberships?status=pending', 'Mitgliedschaften', ['Mitgliedschaften']],
      ['memberships/students', 'admin/memberships/students', 'Flugschüler', ['Flugschüler']],
      ['settings', 'admin/settings', 'Einstellungen', ['Vereinseinstellungen']],
      ['reports', 'admin/reports', 'Berichte', ['Berichte']],
    ] as const;
    for (const [old, moved, title, marked] of moves) {
      await page.goto(`${base}/${old}`);
      await heading(page, title);
      const url = new URL(page.url());
      expect(url.pathname + url.search).toBe(`${base}/${moved}`);
      expect(await currentNavLinks(page)).toEqual(marked);
    }

    await page.goto(`${base}/memberships/students?view=all`);
    await page.getByRole('link', { name: 'Lena Schüler' }).waitFor();
    expect(new URL(page.url()).search).toBe('?view=all');
    await screenshot(page, 'routes-admin-students-desktop-de-light');

    await page.getByRole('link', { name: 'Lena Schüler' }).click();
    await heading(page, 'Lena Schüler');
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${base}/memberships/\\d+$`));
    expect(await currentNavLinks(page)).toEqual(['Mitgliedschaften']);
    await context.close();
  });

  it('the admin dashboard and courses exist; accounting and accounting/dashboard show the same page', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'admin@demo.aero');
    const base = `/companies/${await demoClubId(context)}`;
    for (const [path, title] of [
      ['admin', 'Verwaltung'],
      ['admin/courses', 'Lehrgänge verwalten'],
      ['accounting', 'Buchhaltung'],
      ['accounting/dashboard', 'Buchhaltung'],
    ] as const) {
      await page.goto(`${base}/${path}`);
      await heading(page, title);
      expect(new URL(page.url()).pathname).toBe(`${base}/${path}`);
    }
    await screenshot(page, 'routes-accounting-dashboard-phone-de-light');
    await context.close();
  });

  it('a member who is no admin is kept from the moved pages', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/memberships`);
    await heading(page, 'Keine Berechtigung');
    await context.close();
  });
});
