/**
 * Registers /sw.js (scope '/'); when an updated worker takes control, the page reloads. Where the
 * browser refuses a worker (a private window, storage turned off) the app runs on without the build
 * kept for offline use, and says so in the console only.
 */
export async function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // The first worker claiming a fresh page changes nothing; every later one brings a new build.
  // (Workbox's own `isUpdate` stays false for the page's lifetime when it opened without a worker.)
  let controlled = Boolean(navigator.serviceWorker.controller);
  workbox.addEventListener('controlling', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  try {
    await workbox.register();
  } catch (error) {
    console.warn('The service worker could not be registered: the app works, but not offline.', error);
  }
}
