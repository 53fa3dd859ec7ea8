import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

const after = (redirect: string) => redirectTarget(`?redirect=${encodeURIComponent(redirect)}`, '/fallback');

describe('the redirect after sign-in', () => {
  it('keeps paths inside the app, with their query', () => {
    expect(after('/companies/3/bookings?week=2026-W48')).toBe('/companies/3/bookings?week=2026-W48');
    expect(redirectTarget('')).toBe('/');
  });

  it('refuses other hosts, backslashes and control characters', () => {
    for (const foreign of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\u0000x',
      '/\u007f',
      'javascript:alert(1)',
      'companies',
    ]) {
      expect(after(foreign), JSON.stringify(foreign)).toBe('/fallback');
    }
  });
});
