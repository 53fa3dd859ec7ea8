import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, showInScheme, signInByApi, useBrowser } from './support/browser';
import { placesDrawn } from './support/map';
import { heading } from './support/shell';

const TRACEMAP = '/playground/tracemap';

/** Every page of the catalogue with its heading. */
const PAGES = [
  ['/playground', 'Spielwiese'],
  ['/playground/upload', 'Spielwiese: Hochladen'],
  ['/playground/datetime', 'Spielwiese: Datum und Uhrzeit'],
  [TRACEMAP, 'Spielwiese: Flugspur'],
  ['/playground/newsletter', 'Spielwiese: Rundmail'],
  ['/playground/memberships', 'Spielwiese: Mitgliedschaften'],
  ['/dev/theme', 'Farbschema'],
  ['/dev/typography', 'Typografie'],
  ['/dev/test-media-upload', 'Test: Medien hochladen'],
] as const;

/** Opens a page of the catalogue and tries what it is there for. */
async function visit(page: Page, path: string, title: string) {
  await page.goto(path);
  await heading(page, title);
  if (path === TRACEMAP) {
    await page.locator('.maplibregl-canvas').waitFor();
    await placesDrawn(page);
    await page.getByTestId('altitude-profile').locator('svg').first().waitFor();
  }
  if (path === '/playground/datetime') {
    await page.getByLabel('Datum').fill('14.6.26');
    await page.getByText('Verstanden als: 14.06.2026').waitFor();
    // The app's own 24-hour time field, not the browser's picker (which shows "09:00 AM").
    expect(await page.getByLabel('Uhrzeit').inputValue()).toBe('09:00');
    await page.getByLabel('Uhrzeit').fill('1730');
    await page.getByText('Uhrzeit verstanden als: 17:30').waitFor();
    expect(await page.getByText(/\b(AM|PM)\b/).count()).toBe(0);
  }
  // The super-admin administers no club of their own: the composer needs one.
  if (path === '/playground/newsletter') await page.getByText('Die Vorschau braucht einen Verein, den du verwaltest.').waitFor();
  if (path === '/dev/test-media-upload') {
    await page.locator('input[type="file"]').setInputFiles({
      name: 'test.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% a test\n%%EOF\n'),
    });
    const outcome = page.getByRole('alert').filter({ hasText: /^(Alles gut|Fehlgeschlagen)/ });
    await outcome.waitFor();
    expect(await outcome.textContent()).toMatch(/^Alles gut: 24 Bytes zurückgelesen, SHA-256 [0-9a-f]{16}… stimmt/);
  }
}

const screenshotName = (path: string, look: string) => `playground${path.replaceAll('/', '-')}-${look}`;

describe('the playground and the developer pages', () => {
  const chrome = useBrowser();

  // A test per width: all nine pages at both would outlast one test's time on a busy machine.
  it('shows a super-admin every page of the catalogue, each working (desktop, light and dark)', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'super@demo.aero');
    for (const [path, title] of PAGES) {
      // Each page opens light and turns dark where it stands.
      await page.emulateMedia({ colorScheme: 'light' });
      await visit(page, path, title);
      for (const colorScheme of ['light', 'dark'] as const) {
        await showInScheme(page, colorScheme);
        // The map fades to the new colours in frames that no wait here sees end: it is drawn afresh in the dark.
        if (path === TRACEMAP && colorScheme === 'dark') await visit(page, path, title);
        await screenshot(page, screenshotName(path, colorScheme === 'dark' ? 'desktop-dark' : 'desktop'));
        expect(await seriousViolations(page), `${path} ${colorScheme}`).toEqual([]);
      }
    }
    await context.close();
  });

  it('shows a super-admin every page of the catalogue, each working (phone, light)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'super@demo.aero');
    for (const [path, title] of PAGES) {
      await visit(page, path, title);
      await screenshot(page, screenshotName(path, 'phone'));
    }
    await context.close();
  });

  it('lets a club admin into the playground, and keeps members out', async () => {
    const admin = await newPage(chrome.browser);
    await signInByApi(admin.context, 'admin@demo.aero');
    await admin.page.goto('/playground/memberships');
    await heading(admin.page, 'Spielwiese: Mitgliedschaften');
    await admin.page.getByText(/Treffer in [\d.,]+ ms/).waitFor();
    // The club's admin gets the real member-mail composer: its preview, never its send button.
    await admin.page.goto('/playground/newsletter');
    await admin.page.getByRole('textbox', { name: 'Betreff' }).fill('Arbeitseinsatz am Samstag');
    await admin.page.getByRole('textbox', { name: 'Nachricht' }).fill('Wir treffen uns um 9 Uhr am Hangar.');
    await admin.page.getByRole('button', { name: 'Vorschau' }).click();
    await admin.page.getByLabel('So kommt die Rundmail an').getByText('Arbeitseinsatz am Samstag').waitFor();
    expect(await admin.page.getByRole('button', { name: 'Jetzt senden' }).count()).toBe(0);
    await screenshot(admin.page, 'playground-newsletter-admin-desktop');
    await admin.context.close();

    const member = await newPage(chrome.browser);
    await signInByApi(member.context, 'pilot@demo.aero');
    await member.page.goto('/playground');
    await heading(member.page, 'Keine Berechtigung');
    await member.context.close();
  });
});
