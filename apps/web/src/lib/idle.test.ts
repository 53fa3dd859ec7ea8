import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPage } from './idle';
import { queryClient } from './queryClient';

/** A query whose answer the test gives when it likes. */
function pendingQuery(key: string) {
  let answer: (value: string) => void = () => {};
  const done = queryClient.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return { answer: (value: string) => answer(value), done };
}

describe('work started after the first page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No requestIdleCallback here (as in Safari): the idle wait is a second's timer.
    vi.stubGlobal('window', { setTimeout, clearTimeout });
    queryClient.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits until the page’s requests are answered, then for the idle thread', async () => {
    const user = pendingQuery('user');
    const cards = pendingQuery('cards');
    const run = vi.fn();
    afterFirstPage(run);
    user.answer('me');
    await user.done;
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).not.toHaveBeenCalled();
    cards.answer('cards');
    await cards.done;
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs when idle if nothing is being fetched, and not when cancelled', async () => {
    const run = vi.fn();
    afterFirstPage(run);
    const cancelled = vi.fn();
    afterFirstPage(cancelled)();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('does not wait more than ten seconds for a request that hangs', async () => {
    pendingQuery('hanging');
    const run = vi.fn();
    afterFirstPage(run);
    await vi.advanceTimersByTimeAsync(10_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledOnce();
  });
});
