import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('HSTS behind a trusted proxy, without an https APP_URL', () => {
  const t = useTestApp({ TRUST_PROXY: 'true' });
  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/health', headers });

  it('is sent only when the request came over HTTPS', async () => {
    expect((await get()).headers['strict-transport-security']).toBeUndefined();
    expect((await get({ 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(HSTS);
  });
});

describe('HSTS without a trusted proxy', () => {
  const t = useTestApp();

  it('is not sent over plain HTTP, whatever a client claims in X-Forwarded-Proto', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS with an https APP_URL', () => {
  const t = useTestApp({ APP_URL: 'https://portal.example.test' });

  it('is sent on every answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBe(HSTS);
  });
});
