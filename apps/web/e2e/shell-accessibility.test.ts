import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, showInScheme, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading } from './support/shell';

const GUEST_PAGES = [
  ['/login', 'Willkommen zurück!'],
  ['/register', 'Konto erstellen'],
  ['/password/forgot', 'Passwort vergessen?'],
  ['/legal/privacy', 'Datenschutz'],
  ['/maintenance', 'Wir warten gerade das Flugportal'],
  ['/not-authorized', 'Keine Berechtigung'],
] as const;

const FLEET_PAGES = (clubId: number) =>
  [
    ['/airplanes', 'Flugzeuge'],
    [`/companies/${clubId}/airplanes`, 'Flotte'],
    [`/companies/${clubId}/admin/airplanes`, 'Flugzeuge verwalten'],
    [`/companies/${clubId}/fees`, 'Gebühren'],
    [`/companies/${clubId}/accounting/fees`, 'Buchhaltung: Gebühren'],
  ] as const;

describe('accessibility: axe-core finds no serious or critical violation', () => {
  const chrome = useBrowser();

  // Each page loaded once and judged in both schemes: the app follows the system's as it changes.
  it('on the guest pages, light and dark', async () => {
    const { context, page } = await newPage(chrome.browser);
    for (const [path, title] of GUEST_PAGES) {
      await page.goto(path);
      await heading(page, title);
      for (const colorScheme of ['light', 'dark'] as const) {
        await showInScheme(page, colorScheme);
        expect(await seriousViolations(page), `${path} (${colorScheme})`).toEqual([]);
      }
    }
    await context.close();
  });

  it('on the fleet and fee pages, light and dark', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    for (const [path, title] of FLEET_PAGES(await demoClubId(context))) {
      await page.goto(path);
      await heading(page, title);
      await expect.poll(() => page.locator('main [role="progressbar"]').count()).toBe(0);
      for (const colorScheme of ['light', 'dark'] as const) {
        await showInScheme(page, colorScheme);
        expect(await seriousViolations(page), `${path} (${colorScheme})`).toEqual([]);
      }
    }
    await context.close();
  });

  it('on the super-admin page', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'super@demo.aero');
    await page.goto('/admin');
    await heading(page, 'Portalverwaltung');
    await page.getByText('Jonas Pilot').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
