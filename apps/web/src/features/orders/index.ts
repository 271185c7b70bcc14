// The orders feature's public surface: the order query (payment result pages) and the
// order list pieces (My Account's Orders tab), and the order lines checkout reviews.
export { isNotFound, orderKey, orderOptions, useOrder } from './api/get-order';
export { ordersKey, useOrders } from './api/get-orders';
export { OrderCard } from './components/order-card';
export { type OrderLine, OrderLines, variationText } from './components/order-lines';
