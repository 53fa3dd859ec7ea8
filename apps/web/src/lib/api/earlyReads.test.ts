import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyReads, takeEarlyRead } from './earlyReads';

const page = globalThis as { portalEarlyReads?: Record<string, Promise<Response>> };
const answer = () => Promise.resolve(new Response('{}'));

describe('early reads', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    dropEarlyReads();
  });

  it('gives each read once, to the first request for its address', () => {
    const user = answer();
    page.portalEarlyReads = { '/api/user': user };
    expect(takeEarlyRead('/api/user?x=1')).toBeUndefined();
    expect(takeEarlyRead('/api/user')).toBe(user);
    expect(takeEarlyRead('/api/user')).toBeUndefined();
  });

  it('drops what was not taken on a write', () => {
    page.portalEarlyReads = { '/api/logbook/totals': answer() };
    dropEarlyReads();
    expect(takeEarlyRead('/api/logbook/totals')).toBeUndefined();
  });

  it('asks anew when the page opened more than a minute ago', () => {
    page.portalEarlyReads = { '/api/logbook/totals': answer() };
    vi.spyOn(performance, 'now').mockReturnValue(60_001);
    expect(takeEarlyRead('/api/logbook/totals')).toBeUndefined();
  });

  it('is nothing on a page the script did not start reads for', () => {
    expect(takeEarlyRead('/api/user')).toBeUndefined();
  });
});
