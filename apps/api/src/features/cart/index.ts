/**
 * What other features (coupons, checkout) may use of the cart: reading a customer's cart
 * as priced now, its sale total, and emptying it once an order is placed or paid. Everything else in this folder is internal.
 */
export { cartEmptying, cartLinesBought, deleteAll as emptyCart } from './repository';
export { type CartLine, cartSaleTotalPaise, readCart } from './service';
