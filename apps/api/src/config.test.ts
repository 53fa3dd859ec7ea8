import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc"/);
  });

  it('uses the documented defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.DEMO_DATA).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('generates the session secret once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    const first = loadConfig({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
  });

  it('listens on the loopback address by default and links to localhost', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-config-')), PORT: '4100' });
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.APP_URL).toBe('http://localhost:4100');
  });

  it('refuses to listen on a public address without APP_URL, in one line', () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-config-')), HOST: '0.0.0.0' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/^APP_URL must be set when listening on HOST=0\.0\.0\.0[^\n]*$/);
    expect(loadConfig({ ...env, APP_URL: 'https://portal.example.org' }).APP_URL).toBe('https://portal.example.org');
  });
});
