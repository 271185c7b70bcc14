// The content feature's public surface: shop-level data the shell and other features read.
import { onLoggedIn } from '@/lib/session';
import { listenForForegroundPush } from './push/foreground-messages';

// Every login registers this browser for notifications when the customer already allowed
// them (docs/api.md). Not awaited: the login redirects without waiting on the push
// service, and the code loads only now.
onLoggedIn((user) => {
  void import('./push/register-push')
    .then(({ registerPushForUser }) => registerPushForUser(user))
    .catch((error) => console.error('Push registration failed', error));
});
listenForForegroundPush();

/**
 * For a "Notify me" button (browsers ask for permission only from a click): asks, then
 * registers this browser as at login. Loaded on use, so the shell stays small.
 */
export function enablePushNotifications(user: { user_id: string }): Promise<boolean> {
  return import('./push/register-push').then((push) => push.enablePushNotifications(user));
}

/** The footer's newsletter box; the call's code loads on the first sign-up, not with the shell. */
export function subscribeToNewsletter(email: string) {
  return import('./api/subscribe-newsletter').then((newsletter) => newsletter.subscribeToNewsletter(email));
}

export { useHelp } from './api/get-help';
export { usePayButtons } from './api/get-pay-buttons';
export { useActivePincodes } from './api/get-pincodes';
export { useShopProfile } from './api/get-shop-profile';
export { telLink, whatsappLink } from './contact-links';

/** For the console's "notify me of new orders" switch: the browser push helpers, loaded on use. */
export function loadPushHelpers() {
  return import('./push/register-push');
}
