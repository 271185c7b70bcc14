/**
 * What checkout and payments may use of orders: writing an order and its lines, locking
 * and updating it while it is placed and settled; an order's amounts and contact as answers
 * show them. Everything else in this folder is internal.
 */

export { orderAmounts, orderContact } from './amounts';
export { orderTax } from './invoice';
export type { NewOrder, NewOrderLine, OrderLineRow, OrderRow } from './store';
export * as orderStore from './store';
export { type NewOrderEvent, type OrderEventKind, orderEventInsert, recordOrderEvent } from './timeline';
