import { notify } from '@/lib/toast';

/** What the service worker posts to a visible page instead of a system notification. */
export const PUSH_MESSAGE_TYPE = 'storefront:push';

type PushMessageEvent = { type: typeof PUSH_MESSAGE_TYPE; title: string; body: string };

function isPushMessage(data: unknown): data is PushMessageEvent {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.type === PUSH_MESSAGE_TYPE &&
    typeof message.title === 'string' &&
    typeof message.body === 'string'
  );
}

/** The text of the toast a push shows while the shop is open: its title and body. */
export function foregroundText(message: { title: string; body: string }): string {
  return [message.title, message.body].filter(Boolean).join(': ');
}

let listening = false;

/**
 * docs/api.md: a push that arrives while the shop is in front shows as a toast with its title
 * and body. Cheap enough for the first view: one listener, nothing loaded.
 */
export function listenForForegroundPush(): void {
  if (listening || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (isPushMessage(event.data)) notify.info(foregroundText(event.data));
  });
}
