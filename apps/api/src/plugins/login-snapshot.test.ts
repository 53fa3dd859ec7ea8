import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
mkdirSync(join(dist, 'snapshots'));
writeFileSync(join(dist, 'index.html'), 'app');
for (const name of ['de', 'en', 'no', 'en-prefixed', 'no-prefixed'])
  writeFileSync(join(dist, 'snapshots', `login-${name}.html`), name);

describe("the login page's snapshot", () => {
  const t = useTestApp({ WEB_DIST: dist });
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.body;
  };

  it('goes to a guest in the language the app will pick: prefix, cookie, browser, German', async () => {
    expect(await page('/login')).toBe('de');
    expect(await page('/login/?redirect=%2Fbooking')).toBe('de');
    expect(await page('/en/login')).toBe('en-prefixed');
    expect(await page('/no/login', { 'accept-language': 'de' })).toBe('no-prefixed');
    expect(await page('/login', { cookie: 'locale=en' })).toBe('en');
    expect(await page('/login', { cookie: 'locale=fr', 'accept-language': 'nb-NO,nb;q=0.9,en;q=0.5' })).toBe('no');
    expect(await page('/login', { 'accept-language': 'fr-FR,en-GB;q=0.8,de;q=0.9' })).toBe('de');
    expect(await page('/login', { 'accept-language': 'fr-FR, en-US;q=0.7' })).toBe('en');
    expect(await page('/login', { 'accept-language': 'fr, *;q=0.5' })).toBe('de');
  });

  it('is not sent to a browser with a session, nor for other pages', async () => {
    expect(await page('/login', { cookie: 'portal_session=anything' })).toBe('app');
    expect(await page('/register')).toBe('app');
    expect(await page('/de/login')).toBe('app');
    expect(await page('/companies/1/login')).toBe('app');
  });
});
