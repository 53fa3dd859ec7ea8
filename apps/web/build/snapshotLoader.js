// A page's snapshot (the login page's, the signed-in dashboard's: app/snapshot) is plain HTML until
// someone touches it: then this loads the app, which takes the page over. A click on a link or button
// or a submit before that is held back (a submit would send the form natively) and marked on #root for
// the app to do again (app/snapshot/takeOver.ts): a link by its address, a button by its name. A label's click is left to the browser: it ticks its box, which the app
// carries over with the fields, and a submit held back after it cannot take its place.
const root = document.getElementById('root');
const loader = document.querySelector('script[data-app-entry]');
const entry = loader?.dataset.appEntry;
const CLICKABLE = 'a[href], button';
let started = false;

function start() {
  if (started || !entry) return;
  started = true;
  import(entry).catch(() => window.location.reload());
}

// The app's chunks once the page has loaded and painted (its fonts in), so that the first paint's own
// requests do not share a slow connection with them.
function preload() {
  for (const href of loader?.dataset.preload?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.append(link);
  }
}
// The load event can come before the first paint on a busy phone (seen in a browser test: chunks fetched at
// 115 ms, the first paint at 272 ms), so the preloads wait for the paint as well, or 3 s without one.
function afterFirstPaint(run) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return once();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    once();
  }, 3000);
}
const preloadAfterPaint = () => afterFirstPaint(preload);
if (document.readyState === 'complete') preloadAfterPaint();
else window.addEventListener('load', preloadAfterPaint, { once: true });

function waiting() {
  return root?.hasAttribute('data-snapshot');
}

for (const type of ['pointerdown', 'touchstart', 'keydown', 'input']) {
  window.addEventListener(type, () => waiting() && start(), { capture: true, passive: true });
}
// A mouse over the page is a touch to come (a finger's moves begin with pointerdown).
window.addEventListener('pointermove', (event) => event.pointerType === 'mouse' && waiting() && start(), {
  capture: true,
  passive: true,
});
window.addEventListener(
  'click',
  (event) => {
    const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
    // A submit button's click goes on to become the submit below.
    if (!waiting() || !target || !root.contains(target) || target.matches('[type="submit"]')) return;
    event.preventDefault();
    const pending = target.matches('a[href]')
      ? `link:${target.getAttribute('href')}`
      : `button:${target.getAttribute('aria-label') ?? target.textContent.trim()}`;
    root.setAttribute('data-snapshot-pending', pending);
    start();
  },
  { capture: true },
);
window.addEventListener(
  'submit',
  (event) => {
    if (!waiting()) return;
    event.preventDefault();
    root.setAttribute('data-snapshot-pending', 'submit');
    start();
  },
  { capture: true },
);
