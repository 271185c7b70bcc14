import { rememberPushDevice } from '@/lib/session';
import { getPushConfig } from '../api/get-push-config';
import { registerPushToken } from '../api/register-push-token';

/**
 * The shop's one worker (apps/web/public/sw.js, which carries the push handling); the same
 * address app/service-worker.ts registers at load, so registering here again reuses it.
 */
export const PUSH_SERVICE_WORKER = '/sw.js';

type PushUser = { user_id: string };

/** Why a browser cannot take part, or null when it can (docs/api.md: each is only logged). */
export function pushUnsupportedReason(): string | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return 'no browser';
  if (!('serviceWorker' in navigator)) return 'this browser has no service workers';
  if (!('PushManager' in window)) return 'this browser has no push messaging';
  if (typeof Notification === 'undefined') return 'this browser has no notifications';
  return null;
}

/** A VAPID key (base64url) as the bytes PushManager.subscribe takes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
}

async function subscription(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  // made with a key the shop no longer uses: it can never be delivered to
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * After a login: when the shop sends notifications, the browser supports them and the
 * visitor has already allowed them, subscribes this browser and sends the subscription to
 * the server as the customer's device token. Never asks for permission (that needs the
 * visitor's own click: see enablePushNotifications). Every failure is only logged.
 * Resolves to true when the device was registered.
 */
export async function registerPushForUser(user: PushUser): Promise<boolean> {
  try {
    const unsupported = pushUnsupportedReason();
    if (unsupported) {
      console.info(`Push notifications are off: ${unsupported}`);
      return false;
    }
    if (Notification.permission !== 'granted') {
      console.info(`Push notifications are off: permission is ${Notification.permission}`);
      return false;
    }
    const config = await getPushConfig();
    if (!config.enabled || !config.publicKey) return false;
    const registration = await navigator.serviceWorker.register(PUSH_SERVICE_WORKER, { scope: '/' });
    await navigator.serviceWorker.ready;
    const current = await subscription(registration, vapidKeyBytes(config.publicKey));
    const deviceToken = JSON.stringify(current);
    await registerPushToken(user.user_id, deviceToken);
    // logout sends it back, so the device does not stay with this account for ever
    rememberPushDevice(deviceToken);
    return true;
  } catch (error) {
    console.error('Push registration failed', error);
    return false;
  }
}

/**
 * For a button the customer clicks ("Notify me about my orders"): asks for permission,
 * which browsers allow only from such a click, then registers as above.
 */
export async function enablePushNotifications(user: PushUser): Promise<boolean> {
  const unsupported = pushUnsupportedReason();
  if (unsupported) {
    console.info(`Push notifications are off: ${unsupported}`);
    return false;
  }
  try {
    if (Notification.permission === 'default') await Notification.requestPermission();
  } catch (error) {
    console.error('Notification permission request failed', error);
    return false;
  }
  return registerPushForUser(user);
}
