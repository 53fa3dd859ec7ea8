import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { baseMapColours, placesDrawn } from './support/map';
import { heading } from './support/shell';

/** The towns files and the airfields the map asks for as it opens (our own origin only). */
function placeRequests(page: Page) {
  const towns: string[] = [];
  const airfields: string[][] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\/assets\/\d+_\d+-[\w-]+\.json$/.test(url.pathname) && response.ok()) towns.push(url.pathname);
    if (url.pathname === '/api/airports/within' && response.ok())
      // An answer still arriving when the test closes its page has no body to read any more; the test has its answers.
      response.json().then(
        (body: { data: { ident: string }[] }) => airfields.push(body.data.map((airfield) => airfield.ident)),
        () => undefined,
      );
  });
  return { towns, airfields };
}

describe('places on the maps', () => {
  const chrome = useBrowser();

  it('opens the airports page on the club’s home airfield, nearest first, with towns and airfields on the map', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    const requests = placeRequests(page);
    await page.goto('/apps/airports');
    await heading(page, 'Flugplätze');
    await page.getByText(/^Nach Entfernung von EDTY \(Adolf Würth Airport\) sortiert/).waitFor();
    const results = page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('link');
    await expect.poll(() => results.first().textContent()).toMatch(/^EDTY Adolf Würth Airport0 NM · Schwäbisch Hall/);
    const distances = (await results.allTextContents()).map((text) => Number(/(\d+) NM/.exec(text)?.[1]));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.at(-1)).toBeLessThan(60);

    await expect.poll(() => baseMapColours(page), { timeout: 30_000 }).toBeGreaterThan(2);
    // The largest cities always, the region's towns at this zoom; the directory's airfields around.
    await expect.poll(() => requests.towns.length, { timeout: 30_000 }).toBeGreaterThan(1);
    await expect.poll(() => requests.airfields.flat().length, { timeout: 30_000 }).toBeGreaterThan(0);
    await placesDrawn(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'airports-near-home-desktop-de-light');

    await page.getByLabel('Flugplatz suchen').fill('stuttgart');
    await page.getByRole('link', { name: /^EDDS Stuttgart Airport/ }).waitFor();
    expect(await page.getByText(/^Nach Entfernung von/).count()).toBe(0);
    await context.close();
  });

  it('shows the home region with towns on a phone (light and dark)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'pilot@demo.aero');
    // A map switched to the other scheme fades to its colours in frames that no wait here sees end: it opens afresh in each.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const requests = placeRequests(page);
      await page.goto('/apps/airports');
      await page.getByText(/^Nach Entfernung von EDTY/).waitFor();
      await expect.poll(() => baseMapColours(page), { timeout: 30_000 }).toBeGreaterThan(2);
      await expect.poll(() => requests.towns.length, { timeout: 30_000 }).toBeGreaterThan(1);
      await page.locator('.maplibregl-map').scrollIntoViewIfNeeded();
      await placesDrawn(page);
      await screenshot(page, `airports-near-home-phone-de-${colorScheme}`);
    }
    await context.close();
  });
});
