/*
 * Web Push handling of the shop's service worker: sw.js (the one worker, at scope /) imports
 * this file. It adds no fetch handling of its own.
 *
 * A push carries JSON { title, body, url?, tag? } (apps/api/src/features/content/push.ts).
 * While a page of the shop is visible the message goes to it, which shows a toast (spec:
 * a foreground message shows its title and body); otherwise a notification is shown, and
 * a click on it focuses the shop, or opens it, at the message's page.
 */
const PUSH_MESSAGE_TYPE = 'storefront:push';
const DEFAULT_TITLE = 'New notification';

/** Only a page of this shop: anything else (another site, javascript:) becomes the home page. */
function shopUrl(value) {
  try {
    const url = new URL(typeof value === 'string' && value ? value : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

function readMessage(data) {
  let message = {};
  if (data) {
    try {
      message = data.json();
    } catch {
      message = { body: data.text() };
    }
  }
  if (typeof message !== 'object' || message === null) message = {};
  return {
    title: typeof message.title === 'string' && message.title ? message.title : DEFAULT_TITLE,
    body: typeof message.body === 'string' ? message.body : '',
    url: shopUrl(message.url),
    tag: typeof message.tag === 'string' ? message.tag : undefined,
  };
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const visible = windows.filter((client) => client.visibilityState === 'visible');
      if (visible.length > 0) {
        for (const client of visible) {
          client.postMessage({ type: PUSH_MESSAGE_TYPE, title: message.title, body: message.body });
        }
        return;
      }
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        data: { url: message.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = shopUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) {
        await open.focus();
        if (open.url !== target && 'navigate' in open) {
          // navigate() works only on a page this worker controls; focusing is enough otherwise
          await open.navigate(target).catch(() => undefined);
        }
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
