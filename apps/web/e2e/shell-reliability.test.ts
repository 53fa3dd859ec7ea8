import { describe, expect, it } from 'vitest';
import { newPage, signInByApi, useBrowser } from './support/browser';
import { buildChecked, heading, loadedPaths, navigateTo, takeOver } from './support/shell';

const FIVE_MINUTES = 5 * 60_000;
const NEWER_BUILD = { version: '9.9.9', built_at: '2099-01-01T00:00:00.000Z' };

describe('new builds and failed chunks', () => {
  const chrome = useBrowser();

  it('loads a newer build on the next navigation, at most once per path within 10 s', async () => {
    // Without the service worker (the default) every request reaches the server (and page.route), not a worker cache.
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.clock.install();
    const loads = loadedPaths(page);
    await page.goto('/');
    await heading(page, 'Hallo Jonas!');
    await takeOver(page);

    await page.route('**/build.json', (route) => route.fulfill({ json: NEWER_BUILD }));
    const polled = buildChecked(page);
    await page.clock.runFor(FIVE_MINUTES);
    await polled;
    expect(loads).toEqual(['/']);

    let checked = buildChecked(page);
    let reloaded = page.waitForEvent('load');
    await navigateTo(page, 'Roadmap');
    await reloaded;
    await heading(page, 'Roadmap');
    expect(loads).toEqual(['/', '/roadmap']);

    // The reloaded page checks at once and still finds the newer build (as when a cache served the
    // old one again): the next navigation reloads once more, but /roadmap not again within 10 s.
    await checked;
    await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
    checked = buildChecked(page);
    reloaded = page.waitForEvent('load');
    await navigateTo(page, 'Übersicht');
    await reloaded;
    await heading(page, 'Hallo Jonas!');
    // Reloaded at /, the page is the server's render of the dashboard: the app checks once it runs.
    await takeOver(page);
    await checked;
    await navigateTo(page, 'Roadmap');
    await heading(page, 'Roadmap');
    reloaded = page.waitForEvent('load');
    await navigateTo(page, 'Vereine');
    await reloaded;
    await heading(page, 'Vereine und Flugschulen');
    expect(loads).toEqual(['/', '/roadmap', '/', '/companies']);
    await context.close();
  });

  it('reloads once when a chunk fails to load, without showing the error page first, and does not loop', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    // Notes the first page load (1, 2, …) in which the error page appeared, however briefly.
    await context.addInitScript(() => {
      const load = Number(sessionStorage.getItem('test:loads') ?? 0) + 1;
      sessionStorage.setItem('test:loads', String(load));
      new MutationObserver(() => {
        if (!sessionStorage.getItem('test:errorSeenIn') && document.body?.textContent?.includes('Hoppla'))
          sessionStorage.setItem('test:errorSeenIn', String(load));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // Date.now stands still (timers run), so the 10 s reload guard cannot lapse on a slow machine.
    await page.clock.setFixedTime(Date.now());
    const loads = loadedPaths(page);
    await page.goto('/');
    await heading(page, 'Hallo Jonas!');

    await page.route('**/assets/RoadmapPage-*.js', (route) => route.abort());
    const reloaded = page.waitForEvent('load');
    await navigateTo(page, 'Roadmap');
    await reloaded;
    await heading(page, 'Hoppla! Da ist etwas schiefgelaufen.');
    expect(await page.evaluate(() => sessionStorage.getItem('test:errorSeenIn'))).toBe('2');
    await page.getByRole('button', { name: 'Zur Startseite' }).click();
    await heading(page, 'Hallo Jonas!');
    expect(loads).toEqual(['/', '/roadmap']);
    await context.close();
  });
});

describe('the service worker', () => {
  const chrome = useBrowser();

  it('reloads the page when an updated worker takes control, not when the first one does', async () => {
    const { context, page } = await newPage(chrome.browser, { serviceWorkers: 'allow' });
    await signInByApi(context, 'pilot@demo.aero');
    const loads = loadedPaths(page);
    await page.goto('/roadmap');
    await heading(page, 'Roadmap');
    // The first worker caches the build before it claims the page, which takes a while on a busy machine.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
    expect(loads).toEqual(['/roadmap']);

    // Chromium lets no test route a worker's script fetch, so the next build's worker is the deployed
    // script under another URL, which the browser installs as an update of the registration.
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?build=next', { scope: '/' }));
    await reloaded;
    expect(loads.slice(0, 2)).toEqual(['/roadmap', '/roadmap']);
    await heading(page, 'Roadmap');
    await context.close();
  });
});
