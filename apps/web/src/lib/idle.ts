import { queryClient } from './queryClient';

/** Runs `run` when the main thread is next idle (within 3 s); returns a cancel. Safari has no requestIdleCallback: a second then. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 1000);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout: 3000 });
  return () => window.cancelIdleCallback(handle);
}

/** However long the first page's requests take, the work waiting for them starts after this. */
const LONGEST_WAIT_MS = 10_000;

/** The next frame painted (at once without frames, as in tests). */
function afterPaint(run: () => void): () => void {
  if (typeof window.requestAnimationFrame !== 'function') {
    run();
    return () => {};
  }
  let cancelled = false;
  const handle = window.requestAnimationFrame(() => window.setTimeout(() => !cancelled && run(), 0));
  return () => {
    cancelled = true;
    window.cancelAnimationFrame(handle);
  };
}

/**
 * Runs `run` once the page shown has had the phone to itself: no request of a query in flight (its
 * data has arrived), the next frame painted, then an idle main thread. For what the page does not
 * need (the service worker, the build check): started earlier, it competes with the page's own
 * chunks and answers on a slow network, and the page paints its content later. Called from an
 * effect, so after the page's first render; returns a cancel.
 */
export function afterFirstPage(run: () => void): () => void {
  let cancelPaint: (() => void) | undefined;
  let cancelIdle: (() => void) | undefined;
  const settled = () => {
    stop();
    cancelPaint ??= afterPaint(() => {
      cancelIdle = whenIdle(run);
    });
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() === 0) settled();
  });
  const timer = window.setTimeout(settled, LONGEST_WAIT_MS);
  function stop() {
    unsubscribe();
    window.clearTimeout(timer);
  }
  if (queryClient.isFetching() === 0) settled();
  return () => {
    stop();
    cancelPaint?.();
    cancelIdle?.();
  };
}
