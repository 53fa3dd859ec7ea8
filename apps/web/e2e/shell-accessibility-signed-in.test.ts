import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, signInByApi, useBrowser } from './support/browser';
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

  // One test per scheme: nine pages each took up to 90 s on a slow two-core machine.
  it.each(['light', 'dark'] as const)('on the signed-in pages (%s)', async (colorScheme) => {
    const { context, page } = await newPage(chrome.browser, { colorScheme });
    await signInByApi(context, 'admin@demo.aero');
    for (const [path, title] of ADMIN_PAGES(await demoClubId(context))) {
      await page.goto(path);
      await heading(page, title);
      expect(await seriousViolations(page), `${path} (${colorScheme})`).toEqual([]);
    }
    await context.close();
  });
});
