import { MAX_ORDER_RUPEES, MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER, MAX_UNPAID_ORDERS } from '../constants';
import { notFoundMsg } from '../messages';

/**
 * Texts of checkout, payment, orders and tracking. The spec fixes most of them word for
 * word (docs/api.md); the rest are ours, in the same voice.
 */
export const ORDER_MSG = {
  // spec: place-order checks, in the order they run
  selectBillingAddress: 'Please select a billing address.',
  selectShippingAddress: 'Please select a shipping address.',
  selectPaymentMethod: 'Please select a payment method.',
  deliveryNotAvailableHere: 'Delivery is not available to this pincode.',
  weDoNotDeliverHere: 'Sorry, we do not deliver to this pincode.',
  shippingNotAvailable: 'Shipping not available for this pincode',
  // ours: the track page of an order whose payment has not arrived (its card has no Track Order)
  trackPaymentPending: 'Payment pending: this order goes ahead once its payment arrives.',
  trackPaymentFailed: 'The payment for this order did not go through, so it will not be sent.',
  selectAddressBeforeSaving: 'Please select an address before saving.',
  // spec: failures
  failedToCreateRazorpayOrder: 'Failed to create Razorpay order',
  errorDuringCheckout: 'Error during checkout.',
  // spec: screens
  selectPay: 'Select pay',
  orderFailed: 'Order failed',
  orderCouldNotBeProcessed: 'Your order could not be processed.',
  noProductsInOrder: 'No products found in this order.',
  deliveryEstimateNotAvailable: 'Delivery estimate not available',
  requestSent: 'Request sent. Our team will contact you shortly.',
  paymentDescription: 'Order Payment',
  // ours
  cartEmptyForOrder: 'Your cart is empty. Add a product before placing an order.',
  cartHasUnavailable: 'Some products in your cart are no longer available. Please remove them first.',
  notEnoughStock: (name: string, stock: number) =>
    stock > 0 ? `Only ${stock} of ${name} left in stock` : `${name} is out of stock`,
  paymentModeNotOffered: 'This payment method is not offered by the shop.',
  quotationsOnly: 'This shop takes quotation requests instead of online orders.',
  quotationsNotOffered: 'This shop does not take quotation requests.',
  addressNotFound: 'This address was not found. Please choose another one.',
  orderNotFound: notFoundMsg('Order'),
  paymentNotFound: notFoundMsg('Payment'),
  paymentVerificationFailed: 'Payment verification failed',
  paymentAlreadyCompleted: 'This order is already paid',
  paymentExpired: 'The time to pay for this order has run out. Please place the order again.',
  paymentCancelled: 'Payment cancelled',
  orderPlaced: 'Order placed',
  paymentSuccessful: 'Payment successful',
  nameRequired: 'Please enter your full name',
  nameTooLong: 'Please keep your name to 200 characters',
  invalidWebhookSignature: 'Invalid webhook signature',
  onlinePaymentRequired: 'This order needs an online payment. Please place it with Pay now or the advance.',
  amountsChanged:
    'The shop changed a price or charge while you were checking out. Please check the new total and place your order again.',
  // limits of one account (decision 0020)
  maxUnitsPerLine: `You can order at most ${MAX_UNITS_PER_LINE} of one product.`,
  maxUnitsPerOrder: `An order can have at most ${MAX_UNITS_PER_ORDER} items. Please remove some from your cart.`,
  orderTooLarge: `An order can total at most ₹${MAX_ORDER_RUPEES.toLocaleString('en-IN')}. Please split it into smaller orders.`,
  tooManyUnpaidOrders: `You already have ${MAX_UNPAID_ORDERS} orders waiting for payment. Please pay for one of them or wait until it lapses.`,
  couponUsedOnAnotherOrder:
    'This coupon was already used on another order, so this order was not placed. Your payment will be refunded.',
} as const;

/**
 * The money lines of a placed order after checkout (track page, invoice, mails): what was
 * charged online, the balance the courier collects or has collected, and what came back.
 */
export const ORDER_BILL_MSG = {
  paidOnline: 'Paid online',
  toPayOnDelivery: 'To pay on delivery',
  paidOnDelivery: 'Paid on delivery',
  refunded: 'Refunded',
  /** A refund's mail, when earlier refunds make the order's total refunded more than this one. */
  refundedSoFar: 'Refunded so far',
  refundOnItsWay: 'Refund on its way',
} as const;
