/*
 * The shop's one service worker, at scope / (registered at load by src/app/service-worker.ts
 * in production builds, and by the push registration after a login). It keeps the shop usable
 * on a flaky connection and carries the Web Push handling (push-sw.js, imported below).
 *
 * What it keeps, each in its own cache, all small:
 * - the page shell (index.html): pages are fetched from the network first; offline, the
 *   shell is shown and the app renders the route from what it has;
 * - built assets under /assets/ (their names change with their content): from the cache first;
 * - the shop's pictures (/api/media/): from the cache first, a capped number;
 * - the last-seen catalogue answers (CATALOGUE_API below, and nothing else): from the network
 *   first, the cached copy when the network fails, at most API_CAP of them.
 * It never keeps an answer about a person or a payment: cart, checkout, payments, orders,
 * account, addresses, sign-in, admin — nor any request carrying an Authorization header, nor
 * anything that is not a GET of this origin.
 */
importScripts('/push-sw.js');

const VERSION = 'v1';
const SHELL_CACHE = `shell-${VERSION}`;
const ASSET_CACHE = `assets-${VERSION}`;
const MEDIA_CACHE = `media-${VERSION}`;
const API_CACHE = `catalogue-${VERSION}`;
const CURRENT = [SHELL_CACHE, ASSET_CACHE, MEDIA_CACHE, API_CACHE];
const ASSET_CAP = 120;
const MEDIA_CAP = 120;
const API_CAP = 60;
const SHELL = '/';

/** The catalogue and shop-data GETs whose last answers are kept (apps/api features catalogue and shop). */
const CATALOGUE_API = [
  /^\/api\/products$/, // product listing, filters and search in the query string
  /^\/api\/grouped-product\/single\/[^/]+$/, // product detail
  /^\/api\/grouped-product\/search-all-products\/[^/]+$/, // all products
  /^\/api\/category\/getdata\/category\/[^/]+$/, // categories
  /^\/api\/(?:slider|offer|marquee|newarrival)\/all\/[^/]+$/, // home: slider, offers, strip, new arrivals
  /^\/api\/(?:register\/single|meta|help\/single|button)\/[^/]+$/, // shell: shop profile, site meta, help, buttons
  /^\/api\/page\/[^/]+\/[^/]+$/, // policy and about pages
];

/** Never kept, whatever CATALOGUE_API says: a guard against a pattern added there by mistake. */
const PRIVATE_API =
  /^\/api\/(?:cart|checkout|payment|paybutton|order|orders|invoice|account|user|users|registeruser|address|addresses|login|loginuser|logout|auth|otp|token|refresh|admin|coupon|firebase|push|dev)\b/i;

self.addEventListener('install', (event) => {
  // a new version takes over at once: it holds no state the old one needs
  self.skipWaiting();
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(new Request(SHELL, { cache: 'no-cache' })))
      // installing offline or during a deploy must not fail: the shell is kept on the next visit
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (!CURRENT.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Keeps at most `cap` entries, dropping the oldest first (keys come in insertion order). */
async function trim(cache, cap) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - cap))) await cache.delete(key);
}

async function keep(cacheName, request, response, cap) {
  const cache = await caches.open(cacheName);
  // put after delete moves a refreshed entry to the end, so trimming drops the least recent
  await cache.delete(request);
  await cache.put(request, response);
  if (cap) await trim(cache, cap);
}

const cacheable = (response) =>
  response.ok &&
  response.status === 200 &&
  response.type === 'basic' &&
  !/no-store|private/i.test(response.headers.get('cache-control') ?? '');

async function networkFirst(event, cacheName, cap) {
  try {
    const response = await fetch(event.request);
    if (cacheable(response)) event.waitUntil(keep(cacheName, event.request, response.clone(), cap));
    return response;
  } catch (error) {
    const cached = await caches.match(event.request, { cacheName });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(event, cacheName, cap) {
  const cached = await caches.match(event.request, { cacheName });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (cacheable(response)) event.waitUntil(keep(cacheName, event.request, response.clone(), cap));
  return response;
}

async function page(event) {
  try {
    const response = await fetch(event.request);
    const url = new URL(event.request.url);
    // every page is the same shell; the home page's copy is the one kept
    if (url.pathname === SHELL && !url.search && cacheable(response)) {
      event.waitUntil(keep(SHELL_CACHE, SHELL, response.clone()));
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('authorization')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (path.startsWith('/api/')) {
    if (PRIVATE_API.test(path)) return;
    if (path.startsWith('/api/media/')) {
      event.respondWith(cacheFirst(event, MEDIA_CACHE, MEDIA_CAP));
    } else if (CATALOGUE_API.some((pattern) => pattern.test(path))) {
      event.respondWith(networkFirst(event, API_CACHE, API_CAP));
    }
    return;
  }
  if (request.mode === 'navigate') {
    if (path.startsWith('/admin')) return;
    event.respondWith(page(event));
    return;
  }
  if (path.startsWith('/assets/')) event.respondWith(cacheFirst(event, ASSET_CACHE, ASSET_CAP));
});
