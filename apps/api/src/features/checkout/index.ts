/**
 * Checkout: the server's amounts for a cart and placing orders from it (online, pay on
 * delivery, quotations), with their stock held through inventory and their provider order
 * made through payments. Only the routes are public.
 */
export { checkoutRoutes } from './routes';
