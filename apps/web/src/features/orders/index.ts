// The orders feature's public surface: the order query and the bill's total line (payment
// result pages), the order list pieces (My Account's Orders tab), and the order lines checkout reviews.
export { isNotFound, orderKey, orderOptions, useOrder } from './api/get-order';
export { ordersKey, useOrders } from './api/get-orders';
export { OrderTotalRow } from './components/bill-details';
export { OrderCard } from './components/order-card';
export { type OrderLine, OrderLines, variationText } from './components/order-lines';
