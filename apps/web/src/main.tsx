import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
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

// Who is signed in decides the first page: ask while the texts load, not after.
void queryClient.prefetchQuery(userQuery);
await initI18n();
const root = document.getElementById('root');
// As a transition React renders the first page in slices of a few milliseconds, yielding in between,
// instead of one task that blocks a phone's main thread for hundreds of them.
if (root)
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
// The worker (and workbox-window's chunk) after the page has loaded: it precaches the whole build, which
// must not compete with the first page's own requests.
if (document.readyState === 'complete') void registerServiceWorker();
else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
