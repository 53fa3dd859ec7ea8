import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, screenshot, useBrowser } from './support/browser';

describe('the served app', () => {
  const chrome = useBrowser();

  it('loads the built app from the started server; a guest lands on the login page', async () => {
    const { context, page } = await newPage(chrome.browser);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Flugportal' }).waitFor();
    await screenshot(page, 'platform-home');
    await context.close();
  });

  it('serves the manifest, the service worker and the build stamp', async () => {
    const manifest = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect((await manifest.json()).icons.length).toBeGreaterThan(0);
    const worker = await fetch(`${baseUrl()}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const build = await (await fetch(`${baseUrl()}/build.json`)).json();
    expect(build).toEqual({ version: expect.any(String), built_at: expect.any(String) });
  });
});
