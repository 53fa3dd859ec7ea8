import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCopyOwner, setOfflineOwner } from './owner';
import { keepAnswer } from './readCopy';
import { stubLocalStorage } from './testing';

const saveAnswers = vi.fn(async () => undefined);
vi.mock('./answers', () => ({ saveAnswers }));
vi.mock('./status', () => ({ markOnline: () => undefined, markServedOffline: () => undefined }));

describe("the read answers' copy", () => {
  let idle: (() => void) | undefined;
  beforeEach(() => {
    stubLocalStorage();
    vi.stubGlobal('window', {
      requestIdleCallback: (run: () => void) => {
        idle = run;
      },
    });
    setOfflineOwner(7);
  });
  afterEach(() => {
    setOfflineOwner(null);
    vi.unstubAllGlobals();
    saveAnswers.mockClear();
  });

  it("keeps the answers in the signed-in user's copy once the page is idle", async () => {
    keepAnswer('/api/logbook/totals', { total: 1 });
    idle?.();
    await vi.waitFor(() =>
      expect(saveAnswers).toHaveBeenCalledWith(7, [expect.objectContaining({ key: '0 /api/logbook/totals' })]),
    );
  });

  it('opens no copy again when a sign-out wipes it while the copy is being written', async () => {
    keepAnswer('/api/logbook/totals', { total: 1 });
    idle?.();
    // The wipe (lib/offline/wipe.ts) comes while Dexie's chunk is loading.
    forgetCopyOwner();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(saveAnswers).not.toHaveBeenCalled();
  });
});
