import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/app';

describe('platform', () => {
  const t = useTestApp();

  it('reports health with the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers unknown API paths with a JSON 404, never HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().message).toContain('/api/does-not-exist');
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'request.bad_json', params: {} });
    expect(response.body).not.toMatch(/at .*\.js:\d+/);
  });

  it('takes an empty JSON body as no body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('email');
  });

  it('names the field of invalid input in a 422', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login', payload: { email: 'not-an-email', password: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('email');
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeDefined();
  });

  it('publishes the OpenAPI document of the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/health');
  });

  it('compresses answers of 1 KB or more for a browser that accepts it, and sends small ones plain', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.handle.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', db: 'error' });
    await broken.app.close();
  });
});

describe('serving the web build', () => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dist, 'assets'));
  const page = '<!doctype html><title>Flugportal</title>';
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  const chunk = `export const names = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `airport-${i}`))};`;
  writeFileSync(join(dist, 'assets', 'chunk-def456.js'), chunk);
  writeFileSync(join(dist, 'assets', 'chunk-def456.js.br'), brotliCompressSync(chunk));
  writeFileSync(join(dist, 'assets', 'chunk-def456.js.gz'), gzipSync(chunk));
  writeFileSync(join(dist, 'build.json'), JSON.stringify({ version: '0.1.0', built_at: '2026-11-22T10:00:00.000Z' }));
  const t = useTestApp({ WEB_DIST: dist });

  it('gives deep links the app page, without caching', async () => {
    for (const url of ['/login', '/companies/1/admin', '/en/apps/booking']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const compressed = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page);
  });

  it('caches hashed assets for good and build.json never', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const build = await t.app.inject({ method: 'GET', url: '/build.json' });
    expect(build.headers['cache-control']).toBe('no-cache');
    expect(build.json()).toEqual({ version: '0.1.0', built_at: '2026-11-22T10:00:00.000Z' });
  });

  it("sends the build's brotli or gzip copy of an asset to a browser that accepts it, else the plain file", async () => {
    const url = '/assets/chunk-def456.js';
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(chunk);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(chunk);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('keeps unknown API paths and missing files as 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
