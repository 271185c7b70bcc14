// The cart's public surface for other features and the app shell. The shell imports it for
// the badge, so it stays light: the cart's changes, the guest cart store (zod-checked lines)
// and the login merge load on first use.
import { onLoggedIn } from '@/lib/session';

// Every login merges the guest cart into the server cart (lib/session awaits it before
// redirecting).
onLoggedIn(async (user) => {
  const { mergeGuestCart } = await import('./merge-guest-cart');
  await mergeGuestCart(user);
});

export { cartErrorText, useServerCart } from './api/get-cart';
export { buildCartLine } from './build-cart-line';
export { useAddToCart } from './use-add-to-cart';
export type { Cart, CartViewLine } from './use-cart';
export { useCartCount } from './use-cart-count';
