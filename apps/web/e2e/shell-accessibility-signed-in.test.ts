import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, showInScheme, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading } from './support/shell';

const ADMIN_PAGES = (clubId: number) =>
  [
    ['/', 'Hallo Klaus!'],
    ['/companies', 'Vereine und Flugschulen'],
    ['/account-settings/security', 'Kontoeinstellungen'],
    ['/roadmap', 'Roadmap'],
    ['/apps/logbook', 'Dein Flugbuch'],
    [`/companies/${clubId}`, 'Luftsportverein Hohenlohe e. V.'],
    [`/companies/${clubId}/admin/memberships`, 'Mitgliedschaften'],
    ['/dev/theme', 'Farbschema'],
    ['/nirgendwo', 'Seite nicht gefunden'],
  ] as const;

describe('accessibility: axe-core finds no serious or critical violation', () => {
  const chrome = useBrowser();

  // Each page loaded once and judged in both schemes: the app follows the system's as it changes.
  it('on the signed-in pages, light and dark', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    for (const [path, title] of ADMIN_PAGES(await demoClubId(context))) {
      await page.goto(path);
      await heading(page, title);
      for (const colorScheme of ['light', 'dark'] as const) {
        await showInScheme(page, colorScheme);
        expect(await seriousViolations(page), `${path} (${colorScheme})`).toEqual([]);
      }
    }
    await context.close();
  });
});
