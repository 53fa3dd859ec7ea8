import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './lib/i18n';
import { isChunkLoadError, reloadOnce } from './lib/reloadGuard';
import { registerServiceWorker } from './lib/serviceWorker';

// A chunk of an older build is gone after a deploy: load the new build instead (spec §4).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnce();
});

await initI18n();
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
void registerServiceWorker();
