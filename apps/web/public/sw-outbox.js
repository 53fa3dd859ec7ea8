// Imported by the generated service worker (vite.config.ts, workbox.importScripts). Background Sync
// wakes the worker when the connection is back; the open pages then send their outbox
// (lib/offline/outbox.ts), which holds the session's CSRF token and the user's database.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'portal-outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'portal:outbox-sync' });
    }),
  );
});
