import { z } from 'zod';
import { addressSchema } from '../addresses/schemas';
import { AUTH_MSG } from '../auth/messages';
import { normaliseMobile } from '../auth/mobile';
import { rupees } from '../catalogue/schemas';
import { dataEnvelope, okBody, successMsgFields } from '../common/answers';
import { requiredText } from '../common/fields';
import { ORDER_MSG } from './messages';
import { QUOTE_STATES } from './quotes';

/** Payment modes with the spec's labels (`payment_mode`); NA is a quotation request. */
export const PAYMENT_MODES = ['Pay now', 'Pay on delivery'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * Order `status` (docs/api.md): Success and Pay on delivery are placed orders, Quote is a
 * quotation request. Pending waits for the online payment (stock is held); Failed means the
 * payment failed or expired (stock given back). The spec shows any status other than the
 * first three as failed.
 */
export const ORDER_STATUSES = ['Pending', 'Success', 'Pay on delivery', 'Quote', 'Failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Fulfilment progress (`orderStatus`), changed by the shop. */
export const FULFILMENT_STATUSES = [
  'Pending',
  'Processing',
  'Packed',
  'Shipped',
  'Out for delivery',
  'Delivered',
  'Cancelled',
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** Which gateway took the payment: Razorpay when its keys are set, else the built-in simulator. */
export const PAYMENT_PROVIDERS = ['razorpay', 'simulator'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Minutes an unpaid online order holds its stock before it fails and gives the stock back:
 * long enough for a UPI collect request, a card OTP or a netbanking redirect, short enough
 * that an abandoned order does not keep units from other buyers for long (decision 0020).
 */
export const PAYMENT_HOLD_MINUTES = 15;

/**
 * The body of `POST /payment` and `POST /payment/paydelivery`. The browser says what to
 * order with (addresses, mode, coupon); the lines come from the customer's server cart and
 * every amount is computed on the server. Amount fields a client sends are ignored.
 */
export const placeOrderBodySchema = z.object({
  main_id: z.string().min(1),
  user_id: z.string().min(1),
  user_name: z.string().trim().max(200).optional(),
  payment_mode: z.enum(PAYMENT_MODES, { error: ORDER_MSG.selectPaymentMethod }),
  /** Address id of the billing address. */
  billing_address: z.string({ error: ORDER_MSG.selectBillingAddress }).min(1, ORDER_MSG.selectBillingAddress),
  /** Address id of the shipping address. */
  shipping_address: z
    .string({ error: ORDER_MSG.selectShippingAddress })
    .min(1, ORDER_MSG.selectShippingAddress),
  /** The applied coupon's code, if any; checked again on the server. */
  coupon_code: z.string().trim().max(64).nullish(),
  /**
   * One key per checkout attempt (the browser makes it when the page opens): the same key
   * sent twice gives the same order, so a double tap or a retry never makes two.
   */
  idempotency_key: z.string().min(8).max(100),
  /**
   * Ours: the order's total and what is to be paid now, as the checkout showed them (its
   * summary). When sent, placing refuses amounts that changed since (the owner changed a
   * delivery band or the advance meanwhile), so the shopper is never asked to pay a figure the
   * page did not show. The server's own figures are still the ones charged.
   */
  expected_total: rupees.optional(),
  expected_payable_now: rupees.optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

/** `POST /payment/summary` (ours): the amounts the server will charge, before placing. */
export const orderSummaryBodySchema = placeOrderBodySchema
  .pick({ main_id: true, user_id: true, coupon_code: true })
  .extend({
    shipping_address: z.string().nullish(),
    payment_mode: z.enum(PAYMENT_MODES).nullish(),
  });
export type OrderSummaryBody = z.input<typeof orderSummaryBodySchema>;

/** An order's amounts in rupees, computed on the server from the database. */
const orderTotalFields = {
  amountbeforediscount: rupees,
  discountprice: rupees,
  amountafterdiscount: rupees,
  deliveryCharge: rupees,
  /** Paid online when ordering: the full total (Pay now) or the advance (Pay on delivery), plus delivery. */
  payable_now: rupees,
  /** The advance part of payable_now (Pay on delivery). */
  advance_amount: rupees,
  /** Left to pay on delivery. */
  remaining_amount: rupees,
  /** amountafterdiscount plus deliveryCharge: what the order costs in all. */
  totalAmountbeforePay: rupees,
  couponapplied: z.boolean(),
  coupon_code: z.string().nullable(),
};

/** The amounts before placing, with what the checkout page tells the shopper about them. */
export const orderAmountsSchema = z.object({
  ...orderTotalFields,
  /** The shop's advance percentage for pay on delivery. */
  delivery_percentage: z.number(),
  /** Why a sent coupon was not applied (it expired, the cart changed), else null. */
  coupon_message: z.string().nullable(),
  /** False when the shipping address's pincode is not served. */
  deliverable: z.boolean(),
  /**
   * True when the shipping address could not be placed on the map (not even by its pincode):
   * deliveryCharge is then the shop's highest band, and the checkout says so.
   */
  delivery_distance_unknown: z.boolean(),
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

export const orderSummaryResponseSchema = dataEnvelope(orderAmountsSchema);
export type OrderSummaryResponse = z.infer<typeof orderSummaryResponseSchema>;

/** The provider order the checkout popup pays (`razorpay_order`); amount in paise, as Razorpay sends it. */
export const providerOrderSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});

/** What a call that makes or pays an order answers: that it worked, its text, and which order. */
const orderAnswerFields = { ...successMsgFields, order_id: z.string() };

export const placeOrderResponseSchema = z.object({
  ...orderAnswerFields,
  receipt_id: z.string(),
  /** Set when money is to be taken online now; absent when nothing is due online. */
  razorpay_order: providerOrderSchema.optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  key_id: z.string().optional(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** `POST /payment/verify`: what the checkout popup hands back. */
export const verifyPaymentBodySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
  key_id: z.string().max(100).optional(),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

export const verifyPaymentResponseSchema = z.object(orderAnswerFields);
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** `POST /payment/simulator/pay` (simulator only): the popup's Pay or Fail button. */
export const simulatorPayBodySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
export const simulatorPayResponseSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  /** Present on success: the HMAC the real gateway would send. */
  razorpay_signature: z.string().optional(),
});
export type SimulatorPayResponse = z.infer<typeof simulatorPayResponseSchema>;

/** `POST /payment/webhook` (the provider calls it): a handled or already handled event. */
export const paymentWebhookResponseSchema = okBody({
  /** True when this event id was handled before: nothing changed. */
  duplicate: z.boolean(),
});

/** `GET /pay-razorpay/{shopId}`: the public key only; the secret never leaves the server. */
export const payRazorpayResponseSchema = okBody({
  key_id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
});

/**
 * `POST /payment/getquote`: the quotation request of a manual-payment shop. The spec's
 * body carries amounts and lines; the server takes both from the customer's cart instead.
 */
export const quoteBodySchema = z.object({
  main_id: z.string().min(1),
  user_id: z.string().min(1),
  user_name: z.string().trim().max(200).optional(),
  name: requiredText(ORDER_MSG.nameRequired, 200, ORDER_MSG.nameTooLong),
  mobile: z
    .string({ error: AUTH_MSG.invalidMobile })
    .transform(normaliseMobile)
    .refine((mobile) => mobile.length === 10, AUTH_MSG.invalidMobile),
  email: z.union([z.literal(''), z.email({ error: AUTH_MSG.enterValidEmail })]).optional(),
  description: z.string().trim().max(1000).optional(),
  coupon_code: z.string().trim().max(64).nullish(),
  payment_mode: z.literal('NA').optional(),
  idempotency_key: z.string().min(8).max(100),
});
export type QuoteBody = z.input<typeof quoteBodySchema>;

export const quoteResponseSchema = z.object({ ...orderAnswerFields, receipt_id: z.string() });

/** One ordered item (`cart_products`), prices in rupees as they were when ordering. */
export const orderItemSchema = z.object({
  product_id: z.string().nullable(),
  product_sku: z.string(),
  product_name: z.string(),
  product_image: z.string(),
  product_price: rupees,
  product_saleprice: rupees.nullable(),
  quantity: z.number().int(),
  variation_attributes: z.record(z.string(), z.string()),
  delivery_days: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An address as it was when the order was placed. */
export const orderAddressSchema = addressSchema
  .pick({
    id: true,
    location_user: true,
    new_address: true,
    city: true,
    area: true,
    pincode: true,
    latitude: true,
    longitude: true,
  })
  .extend({ location_user: z.string() });
export type OrderAddress = z.infer<typeof orderAddressSchema>;
export const orderSchema = z.object({
  ...orderTotalFields,
  order_id: z.string(),
  receipt_id: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  orderStatus: z.enum(FULFILMENT_STATUSES),
  delivered: z.boolean(),
  /** ISO time of delivery, or null. */
  deliveredAt: z.string().nullable(),
  /** 'Pay now', 'Pay on delivery', or 'NA' for a quotation. */
  payment_mode: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string(),
  /** Same figure as amountafterdiscount, under the other name the spec has seen. */
  totalAfterDiscount: rupees,
  cart_products: z.array(orderItemSchema),
  billing_address: orderAddressSchema.nullable(),
  shipping_address: orderAddressSchema.nullable(),
  contact: z.object({ name: z.string(), mobile: z.string(), email: z.string() }),
  /** The online payment, once one was made. */
  payment: z
    .object({
      provider: z.enum(PAYMENT_PROVIDERS),
      /** The provider's payment id: the "ref number" of the success page. */
      ref: z.string().nullable(),
      method: z.string(),
      amount: rupees,
      status: z.string(),
      paidAt: z.string().nullable(),
    })
    .nullable(),
  main_id: z.string(),
  /** Quotations only: the state and, once priced, the token of the pay page (decision 0030). */
  quote: z
    .object({
      state: z.enum(QUOTE_STATES),
      pay_token: z.string().nullable(),
      /** Why the shop closed it, written for the customer; null unless closed. */
      close_reason: z.string().nullish(),
    })
    .nullish(),
  /** ISO time the shop cancelled the order, or null (decision 0028). */
  cancelledAt: z.string().nullish(),
  /**
   * Pay on delivery: ISO time the shop recorded the balance (remaining_amount) as collected,
   * or null while it is still to pay. Recorded by hand or on delivery (docs/api.md).
   */
  balanceCollectedAt: z.string().nullish(),
  /** Rupees refunded to the customer (confirmed by the payment provider). */
  refundedAmount: rupees.optional(),
  /** Rupees of refunds asked and not yet confirmed by the payment provider. */
  refundPendingAmount: rupees.optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListResponseSchema = dataEnvelope(z.array(orderSchema));
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
export const orderResponseSchema = dataEnvelope(orderSchema);
export type OrderResponse = z.infer<typeof orderResponseSchema>;
