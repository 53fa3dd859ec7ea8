import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { baseMapColours, mapPin, placesDrawn } from './support/map';
import { heading } from './support/shell';

/** Text with the no-break spaces of money and numbers as plain ones. */
const spaced = (text: string | null) => text?.replace(/\s/g, ' ');

describe('airports', () => {
  const chrome = useBrowser();

  it('finds Stuttgart as you type and opens EDDS with its runways, frequencies and the club’s landing fee', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/apps/airports');
    await heading(page, 'Flugplätze');
    await page.getByLabel('Flugplatz suchen').pressSequentially('stutt', { delay: 40 });
    const edds = page.getByRole('link', { name: /^EDDS Stuttgart Airport/ });
    // A pause while typing may search for 'st' first, which lists EDDS among more than a thousand.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('stutt');
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^\d+ Flugplätze gefunden$/);
    await edds.waitFor();
    // The list's first hit is on the map too, as a pin that opens its popup.
    // The map has settled (fitted to the hits, its places drawn) before a pin is clicked.
    await placesDrawn(page);
    await mapPin(page, 'EDDS, Stuttgart Airport, Stuttgart, Deutschland').click();
    await page.locator('.maplibregl-popup').getByRole('link', { name: 'Alles über EDDS' }).waitFor();
    await expect.poll(() => baseMapColours(page), { timeout: 30_000 }).toBeGreaterThan(2);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'airports-desktop-de-light');

    await edds.click();
    await heading(page, 'Stuttgart Airport');
    const runways = page.getByRole('table', { name: 'Start- und Landebahnen' });
    const main = runways.getByRole('row', { name: /^07\/25/ });
    expect(await main.textContent()).toMatch(/^07\/2510\.974 ft3\.345 m148 ft45 mBeton072° \/ 252°Befeuert$/);
    const frequencies = page.getByRole('list', { name: 'Frequenzen' });
    expect(await frequencies.getByRole('listitem').filter({ hasText: 'ATIS' }).textContent()).toMatch(/ATIS.*\d{3},\d{3} MHz$/);
    const fees = page.getByRole('list', { name: 'Landegebühren' });
    expect(spaced(await fees.textContent())).toBe('Alle Flugzeuge48,50 €');
    expect(await page.getByText('1.276 ft (389 m)').count()).toBe(1);
    await mapPin(page, /^EDDS, Stuttgart Airport/).waitFor();
    await expect.poll(() => baseMapColours(page), { timeout: 30_000 }).toBeGreaterThan(2);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds an airfield by a word of its town, narrowed by country and type, in the dark', async () => {
    const { context, page } = await newPage(chrome.browser, { colorScheme: 'dark' });
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/apps/airports');
    await page.getByLabel('Flugplatz suchen').fill('schwäbisch');
    const edty = page.getByRole('link', { name: /^EDTY Adolf Würth Airport/ });
    await edty.waitFor();
    expect(await edty.textContent()).toContain('Schwäbisch Hall, Deutschland · Mittlerer Flughafen');
    await page.getByRole('combobox', { name: 'Art' }).click();
    await page.getByRole('option', { name: 'Mittlerer Flughafen' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('medium_airport');
    await page.getByRole('combobox', { name: 'Land' }).fill('Deutsch');
    await page.getByRole('option', { name: 'Deutschland' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe('DE');
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('medium_airport');
    await expect.poll(() => page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('link').count()).toBe(1);
    await page.getByRole('button', { name: 'EDTY auf der Karte zeigen' }).click();
    await page.locator('.maplibregl-popup').getByText('Adolf Würth Airport').waitFor();
    await expect.poll(() => baseMapColours(page), { timeout: 30_000 }).toBeGreaterThan(2);
    await screenshot(page, 'airports-desktop-de-dark');

    await page.locator('.maplibregl-popup').getByRole('link', { name: 'Alles über EDTY' }).click();
    await heading(page, 'Adolf Würth Airport');
    expect(spaced(await page.getByRole('list', { name: 'Landegebühren' }).textContent())).toBe(
      'Alle Flugzeuge12,00 €Bis 1.000 kg MTOW8,00 €',
    );
    await page
      .getByRole('row', { name: /^10L\/28R/ })
      .getByText('Gras')
      .waitFor();
    await expect.poll(() => baseMapColours(page), { timeout: 30_000 }).toBeGreaterThan(2);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'airport-desktop-de-dark');
    await context.close();
  });

  it('searches and reads an airport on a phone (light and dark)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'pilot@demo.aero');
    // A map switched to the other scheme fades to its colours in frames that no wait here sees end: it opens afresh in each.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/apps/airports?q=hall');
      await page.getByRole('link', { name: /^EDTY Adolf Würth Airport/ }).waitFor();
      await mapPin(page, /^EDTY, /).waitFor();
      await expect.poll(() => baseMapColours(page), { timeout: 30_000 }).toBeGreaterThan(2);
      await screenshot(page, `airports-phone-de-${colorScheme}`);

      await page.goto('/apps/airports/edty');
      await heading(page, 'Adolf Würth Airport');
      const runways = page.getByRole('list', { name: 'Start- und Landebahnen' });
      expect(await runways.getByRole('listitem').first().textContent()).toBe(
        '10/28 · Beton · BefeuertLänge: 5.053 ft (1.540 m)Breite: 98 ft (30 m)Richtung (rw): 099° / 279°',
      );
      await expect.poll(() => baseMapColours(page), { timeout: 30_000 }).toBeGreaterThan(2);
      await screenshot(page, `airport-phone-de-${colorScheme}`);
    }
    await context.close();
  });

  it('says so when an airport does not exist', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/apps/airports/XXXX9');
    await page.getByText('Einen Flugplatz „XXXX9“ gibt es nicht. Such ihn über den Namen oder den Ort.').waitFor();
    await page.goto('/apps/airports/not%20an%20ident');
    await page.getByText('Seite nicht gefunden: /apps/airports/not%20an%20ident').waitFor();
    await context.close();
  });
});
