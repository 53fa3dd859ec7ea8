import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstPageLoaded } from './app/App';
import { carryOver, takeSnapshot } from './app/snapshot/takeOver';
import { userQuery } from './features/auth/api/user';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/queryClient';
import { isChunkLoadError, reloadOnce } from './lib/reloadGuard';
import { registerServiceWorker } from './lib/serviceWorker';

// A chunk of an older build is gone after a deploy: load the new build instead. A page's
// chunk failing during navigation reaches the router's error page, which reloads the page the person
// was going to; this catches the chunks loaded outside the router.
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnce();
});

const root = document.getElementById('root');
const snapshot = root ? takeSnapshot(root) : undefined;
// The dashboard the server rendered: the app starts from the answers it was rendered from.
if (snapshot?.queries) hydrate(queryClient, snapshot.queries);
// Who is signed in decides the first page: ask while the texts load, not after.
const signedIn = queryClient.prefetchQuery(userQuery);
await initI18n();
// As a transition React renders the first page in slices of a few milliseconds, yielding in between,
// instead of one task that blocks a phone's main thread for hundreds of them.
function render() {
  if (!root) return;
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App onRendered={snapshot ? () => carryOver(snapshot, root) : undefined} />
      </StrictMode>,
    ),
  );
}
// A page's snapshot stays until the app can render the page whole in its place. Not awaited
// here: the page's chunks import this module, which must have finished for them to load.
if (snapshot) void Promise.all([firstPageLoaded(), signedIn]).then(render);
else render();
// The worker (and workbox-window's chunk) after the page has loaded: it precaches the whole build, which
// must not compete with the first page's own requests.
if (document.readyState === 'complete') void registerServiceWorker();
else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
