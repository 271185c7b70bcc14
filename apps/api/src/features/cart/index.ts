/**
 * What other features (coupons, checkout) may use of the cart: reading a customer's cart
 * as priced now, and its sale total. Everything else in this folder is internal.
 */
export { cartSaleTotalPaise, readCart } from './service';
