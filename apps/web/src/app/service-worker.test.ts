import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SHOP_SERVICE_WORKER } from './service-worker';

function installWorkers() {
  const register = vi.fn(async () => ({}));
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
  return register;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('registers the one worker at scope / in a production build', () => {
    const register = installWorkers();
    // jsdom has finished loading the test document, so it registers at once
    registerServiceWorker(true);
    expect(register).toHaveBeenCalledWith(SHOP_SERVICE_WORKER, { scope: '/' });
    expect(SHOP_SERVICE_WORKER).toBe('/sw.js');
  });

  it('waits for the load event when the page is still loading', () => {
    const register = installWorkers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    registerServiceWorker(true);
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing outside a production build (development, component tests)', () => {
    const register = installWorkers();
    registerServiceWorker(false);
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });
});
