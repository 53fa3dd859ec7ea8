import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { pagesShowingKeys } from './support/routeWalk';

describe('every page opened directly shows texts, not keys', () => {
  const chrome = useBrowser();

  it('in en', { timeout: 600_000 }, async () => {
    expect(await pagesShowingKeys(chrome.browser, '/en')).toEqual([]);
  });
});
