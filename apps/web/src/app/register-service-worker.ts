import { Workbox } from 'workbox-window';

/**
 * Registers the staff app's service worker (pwa/staff-pwa.ts) in a production build. When a new build's worker
 * takes over an open page (it skips waiting), the page reloads once onto that build; staged changes and the
 * offline queue are stored, so nothing is lost.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const worker = new Workbox('/sw.js', { scope: '/' });
  worker.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  // Without it (a browser that refuses service workers) the app works online as before.
  void worker.register().catch(() => undefined);
}
