import { notFoundMsg } from '../messages';

/** Texts of the owner's console (sign-in, two-factor, orders). */
export const ADMIN_MSG = {
  invalidCredentials: 'Invalid email or password',
  totpRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  totpInvalid:
    'That code is not right. Enter the current code from your authenticator app, or a recovery code',
  totpCodeInvalid: 'That code is not right. Enter the current code from your authenticator app',
  totpAlreadyEnabled: 'Two-factor sign-in is already on',
  totpNotEnabled: 'Two-factor sign-in is not on',
  totpSetupFirst: 'Start the setup again: scan a new QR code first',
  totpEnabled: 'Two-factor sign-in is on',
  totpDisabled: 'Two-factor sign-in is off',
  staffOnly: 'This is for shop staff only',
  ownerOnly: 'Only the shop owner can do that',
  sessionExpired: 'Your session has ended. Please sign in again',
  signedOut: 'Signed out',
  enterEmail: 'Please enter a valid email address.',
  enterPassword: 'Please enter your password',
  enterCode: 'Please enter the 6-digit code',
  badDateRange: 'The start date must be on or before the end date',
  orderNotFound: notFoundMsg('Order'),
  tooManyToExport: (max: number) =>
    `More than ${max.toLocaleString('en-IN')} orders match. Choose fewer dates to export them.`,
  exportFailed: 'The export could not be downloaded. Please try again.',
  notAnId: 'Not a valid id',
  inboxNotFound: notFoundMsg('Message'),
  inboxNothingToChange: 'Say what to change: read or handled',
} as const;

/**
 * What a console box says when what was typed is not the kind of value it takes. A box's own
 * message says what it wants ("Enter a price of more than ₹0"); these say what is wrong with
 * the typed value, which the box's message would only repeat unhelpfully.
 */
export const CONSOLE_FIELD_MSG = {
  tooLong: (max: number) => `Use at most ${max.toLocaleString('en-IN')} characters`,
  rupeesAsDigits: 'Enter rupees as digits, like 250 or 250.50',
  twoDecimals: 'Use at most 2 decimals',
  wholeNumber: 'Enter a whole number',
  atMost: (max: string) => `Enter at most ${max}`,
  atLeast: (min: string) => `Enter at least ${min}`,
} as const;

/** Error codes the console reads to decide what to show (the login page's code box). */
export const ADMIN_ERROR_CODES = {
  totpRequired: 'TOTP_REQUIRED',
  totpInvalid: 'TOTP_INVALID',
} as const;

/** Texts of an order's actions in the console: status moves, refunds, the refund_due queue. */
export const ORDER_ADMIN_MSG = {
  alreadyInStatus: (status: string) => `This order is already ${status}`,
  moveNotAllowed: (from: string, to: string) => `An order that is ${from} cannot be moved to ${to}`,
  notFulfillable: 'This order is not paid and not pay on delivery, so it can only be cancelled',
  moved: (status: string) => `Order moved to ${status}`,
  cancelledAndRefunded: (amount: string) => `Order cancelled; ${amount} refunded`,
  cancelledRefundFailed:
    'Order cancelled, but the payment provider could not make the refund. Try the refund again from this page.',
  nothingToRefund: 'Nothing is left to refund on this order',
  refundTooMuch: (max: string) => `You can refund at most ${max}`,
  enterRefundAmount: 'Enter an amount of more than ₹0',
  refundNotANumber: 'Enter the amount in rupees, like 250 or 250.50',
  refundTwoDecimals: 'Enter the amount in rupees with at most 2 decimals',
  refundSent: (amount: string) => `Refund of ${amount} sent`,
  refundPending: (amount: string) => `Refund of ${amount} asked; the payment provider will confirm it`,
  refundFailed: 'The payment provider could not make the refund. Try again later.',
  notPayOnDelivery: 'Only a pay on delivery order has a balance to collect',
  notDelivering: 'Collect the balance once the order is shipped',
  balanceAlreadyCollected: 'The balance of this order is already collected',
  balanceCollected: 'Balance marked as collected',
  paymentNotFound: notFoundMsg('Payment'),
  notRefundDue: 'This payment is not waiting for a refund decision',
  acceptCancelled: 'This order is cancelled. Refund the payment instead.',
  acceptOtherPaid: 'This order is already paid by another payment. Refund this one instead.',
  acceptPartlyRefunded: 'Part of this payment is refunded already. Refund the rest instead.',
  acceptNoStock: (shortage: string) =>
    `This payment cannot be kept as an order: ${shortage}. Refund it instead.`,
  accepted: 'Payment kept: the order is a paid order now',
} as const;
