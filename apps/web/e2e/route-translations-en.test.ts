import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { pagesShowingKeysOrLoader } from './support/routeWalk';

describe('every page opened directly shows texts, not keys, and stays shown', () => {
  const chrome = useBrowser();

  it('in en', { timeout: 600_000 }, async () => {
    expect(await pagesShowingKeysOrLoader(chrome.browser, '/en')).toEqual([]);
  });
});
