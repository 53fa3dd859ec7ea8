/** Registers /sw.js (scope '/'); when an updated worker takes control, the page reloads. */
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
  await workbox.register();
}
