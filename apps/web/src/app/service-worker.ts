/** The shop's one service worker (apps/web/public/sw.js): offline shell, catalogue answers, Web Push. */
export const SHOP_SERVICE_WORKER = '/sw.js';

/**
 * Registers the worker once the page has loaded, so it never competes with the first view
 * for the network. Production builds only: in development Vite serves changing modules a
 * cache would hide, and component tests have no worker.
 */
export function registerServiceWorker(production: boolean = import.meta.env.PROD): void {
  if (!production || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SHOP_SERVICE_WORKER, { scope: '/' })
      .catch((error) => console.error('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
