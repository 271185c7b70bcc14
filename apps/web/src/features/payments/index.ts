// The payments feature's public surface: the payment popup that checkout opens once an
// order is placed (Razorpay's checkout or the built-in simulator's), with verification.
export type { PaymentOutcome, PaymentRequest } from './use-payment-popup';
export { usePaymentPopup } from './use-payment-popup';
