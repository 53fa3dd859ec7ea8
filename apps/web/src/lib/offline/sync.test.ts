import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inTurn } from './inTurn';
import { setOfflineOwner } from './owner';
import { startBackgroundSync } from './sync';
import { stubLocalStorage } from './testing';

const table = {
  toCollection: () => ({ primaryKeys: async () => [] }),
  bulkDelete: async () => undefined,
  bulkPut: async () => undefined,
};
vi.mock('./db', () => ({ userDatabase: () => ({ memberships: table, airplanes: table }) }));
vi.mock('./outbox', () => ({ flushOutbox: async () => undefined }));
vi.mock('./answers', () => ({ dropOldAnswers: async () => undefined }));
vi.mock('../api/client', () => ({ api: { get: async () => ({ data: [] }) } }));

/** A read-ahead whose first read waits until released; returns the reads made. */
function gatedReads() {
  const made: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const read = (name: string, wait?: Promise<void>) => async () => {
    made.push(name);
    await wait;
  };
  const readPages = vi.fn((going: () => boolean) => inTurn([read('first', gate), read('second'), read('third')], going));
  return { made, release, readPages };
}

describe('the background sync', () => {
  beforeEach(() => {
    stubLocalStorage();
    vi.stubGlobal('window', Object.assign(new EventTarget(), { setInterval, clearInterval }));
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    vi.stubGlobal('navigator', {});
    setOfflineOwner(7);
  });
  afterEach(() => {
    setOfflineOwner(null);
    vi.unstubAllGlobals();
  });

  it('reads ahead everything while the user is signed in', async () => {
    const { made, release, readPages } = gatedReads();
    const stop = startBackgroundSync(7, readPages);
    release();
    await vi.waitFor(() => expect(made).toEqual(['first', 'second', 'third']));
    stop();
  });

  it('reads ahead again for a company chosen while a read-ahead is under way, and after a fresh one', async () => {
    const { made, release, readPages } = gatedReads();
    const stop = startBackgroundSync(7, readPages);
    await vi.waitFor(() => expect(made).toEqual(['first']));
    // The page's company is set after the first read-ahead began (without it).
    window.dispatchEvent(new Event('portal:company'));
    release();
    await vi.waitFor(() => expect(readPages).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(made).toHaveLength(6));
    // The last read-ahead is fresh, but not of the company chosen now.
    window.dispatchEvent(new Event('portal:company'));
    await vi.waitFor(() => expect(readPages).toHaveBeenCalledTimes(3));
    await vi.waitFor(() => expect(made).toHaveLength(9));
    stop();
  });

  it("stops, the read-ahead under way too, when the app's error page shows", async () => {
    const { made, release, readPages } = gatedReads();
    startBackgroundSync(7, readPages);
    await vi.waitFor(() => expect(made).toEqual(['first']));
    window.dispatchEvent(new Event('portal:app-error'));
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(made).toEqual(['first']);
    // Stopped for good: the connection returning starts no run.
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readPages).toHaveBeenCalledTimes(1);
  });

  it('stops reading ahead when the user signs out', async () => {
    const { made, release, readPages } = gatedReads();
    const stop = startBackgroundSync(7, readPages);
    await vi.waitFor(() => expect(made).toEqual(['first']));
    setOfflineOwner(null);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(made).toEqual(['first']);
    stop();
  });

  it('leaves a fresh read-ahead of the same user to the sync when the app starts again, and reads ahead on reconnect', async () => {
    const first = gatedReads();
    first.release();
    const stop = startBackgroundSync(7, first.readPages);
    await vi.waitFor(() => expect(first.made).toEqual(['first', 'second', 'third']));
    await vi.waitFor(() => expect(localStorage.getItem('portal-read-ahead-7-0')).not.toBeNull());
    stop();

    const again = gatedReads();
    again.release();
    const stopAgain = startBackgroundSync(7, again.readPages);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(again.readPages).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(again.made).toEqual(['first', 'second', 'third']));
    stopAgain();
  });
});
