/**
 * What checkout, the hold sweep and the app may use of payments: the gateway, the payment
 * row of a placed order, giving back the stock of unpaid orders whose hold ran out, and the
 * routes with their settings. Settling (verify, webhooks, the simulator) stays inside.
 */
export {
  GatewayError,
  type PaymentGateway,
  type ProviderOrder,
  type ProviderRefund,
  SIMULATOR_KEY_ID,
  SimulatorGateway,
} from './gateway';
export { holdExpired, releaseExpiredHolds } from './holds';
export {
  byCustomer,
  DEFAULT_HOLD_SWEEP_MS,
  type PaymentLimits,
  type PaymentOptions,
  type PaymentSettings,
  paymentSettings,
} from './options';
export { acceptRefundDue, listRefundDue, lockRefundDue } from './refund-due';
export { refundsOfOrder } from './refund-repository';
export {
  type RefundAsk,
  type RefundDeps,
  type RefundRow,
  refundMessage,
  reserveRefunds,
  sendRefunds,
} from './refunds';
export { closeOpenPayments, insertPayment, latestPayment, type PaymentRow } from './repository';
export { paymentRoutes } from './routes';
export type { SettlementDeps } from './settlement';
