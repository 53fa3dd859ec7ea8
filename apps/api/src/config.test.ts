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
});
