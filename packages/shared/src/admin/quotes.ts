import { z } from 'zod';
import { writeAnswer } from '../common/answers';
import { issueOn, optionalText, requiredText } from '../common/fields';
import { pageOf } from '../common/paging';
import { MAX_ORDER_RUPEES } from '../constants';
import { notFoundMsg } from '../messages';
import { addPaise, type Paise, rupeesToPaise, subtractPaise, timesPaise } from '../money';
import { QUOTE_STATES } from '../orders/quotes';
import { blankAsMissing, CONSOLE_MAX_RUPEES, consolePaging, rupeeAmount } from './form-fields';
import { CONSOLE_FIELD_MSG } from './messages';
import {
  ADMIN_ORDERS_MAX_PAGE_SIZE,
  ADMIN_ORDERS_PAGE_SIZE,
  addressSnapshotSchema,
  adminOrderEventSchema,
  adminOrderLineSchema,
  consoleOrderHead,
} from './schemas';

/*
 * Quotation requests in the console (decision 0030): the list, one request, pricing it and
 * closing it. Pricing sends the customer a link to pay the quote as a normal online order.
 */

/** The largest quantity of a quoted line. */
export const QUOTE_MAX_QUANTITY = 10_000;

export const QUOTE_ADMIN_MSG = {
  notFound: notFoundMsg('Quotation'),
  enterPrice: `Enter a price from ₹0 to ₹${CONSOLE_MAX_RUPEES.toLocaleString('en-IN')}, with at most 2 decimals`,
  enterQuantity: `Enter a whole quantity from 1 to ${QUOTE_MAX_QUANTITY.toLocaleString('en-IN')}`,
  enterDelivery: `Enter a delivery charge from ₹0 to ₹${CONSOLE_MAX_RUPEES.toLocaleString('en-IN')}, with at most 2 decimals`,
  enterDiscount: `Enter a discount from ₹0 to ₹${CONSOLE_MAX_RUPEES.toLocaleString('en-IN')}, with at most 2 decimals`,
  discountOverGoods: 'The discount cannot be more than the lines add up to',
  couponAskedFor: (code: string, amount: string) =>
    `The customer was shown ${code} taking ${amount} off. Keep it, change it or set 0: no coupon use is spent.`,
  totalTooLarge: `The total can be at most ₹${MAX_ORDER_RUPEES.toLocaleString('en-IN')}`,
  atLeastOneLine: 'Price at least one line',
  everyLine: 'Price every line of this quotation, once each',
  totalPositive: 'The total must be more than ₹0',
  enterReason: 'Say why the quotation is closed',
  alreadyClosed: 'This quotation is closed',
  alreadyOrdered: 'This quotation has been paid and is an order now',
  beingPaid: 'The customer is paying this quotation now. Try again once the payment ends.',
  priced: 'Price sent to the customer',
  closed: 'Quotation closed',
} as const;

/** The largest figures the console takes: a rupee amount and a line's quantity. */
export const QUOTE_MAX_RUPEES = CONSOLE_MAX_RUPEES;
export const QUOTE_NOTE_MAX_LENGTH = 1000;
export const QUOTE_REASON_MAX_LENGTH = 500;

export const quotePriceLineSchema = z.object({
  lineId: z.string().min(1).max(64),
  /** Rupees for one unit. */
  price: rupeeAmount(QUOTE_ADMIN_MSG.enterPrice),
  quantity: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: QUOTE_ADMIN_MSG.enterQuantity })
      .int({ message: QUOTE_ADMIN_MSG.enterQuantity })
      .min(1, { message: QUOTE_ADMIN_MSG.enterQuantity })
      .max(QUOTE_MAX_QUANTITY, { message: QUOTE_ADMIN_MSG.enterQuantity }),
  ),
});

/** What a quote's lines add up to in paise, before its discount. */
export function quoteGoodsPaise(lines: { price: number; quantity: number }[]): Paise {
  return addPaise(...lines.map((line) => timesPaise(rupeesToPaise(line.price), line.quantity)));
}

/** What a priced quote costs in paise: the lines, less the shop's discount, then delivery. */
export function quoteTotalPaise(input: {
  lines: { price: number; quantity: number }[];
  discount?: number;
  delivery: number;
}): Paise {
  const afterDiscount = subtractPaise(quoteGoodsPaise(input.lines), rupeesToPaise(input.discount ?? 0));
  return addPaise(afterDiscount, rupeesToPaise(input.delivery));
}

/** `POST /api/admin/quotes/{id}/price`, and the console's price form. */
export const adminQuotePriceBodySchema = z
  .object({
    lines: z.array(quotePriceLineSchema).min(1, { message: QUOTE_ADMIN_MSG.atLeastOneLine }).max(200),
    /**
     * Rupees off the lines' sum, the shop's own (0 when left out). The console fills in what
     * the coupon the customer asked for took off then, so the price keeps that promise unless
     * the owner changes it; no coupon use is spent (decision 0030).
     */
    discount: rupeeAmount(QUOTE_ADMIN_MSG.enterDiscount).optional(),
    /** Rupees for delivery, the whole order. */
    delivery: rupeeAmount(QUOTE_ADMIN_MSG.enterDelivery),
    /** The shop's note to the customer, shown on the pay page and in the mail. */
    note: optionalText(QUOTE_NOTE_MAX_LENGTH),
  })
  .refine(
    (body) => rupeesToPaise(body.discount ?? 0) <= quoteGoodsPaise(body.lines),
    issueOn('discount', QUOTE_ADMIN_MSG.discountOverGoods),
  )
  .refine((body) => quoteTotalPaise(body) > 0, issueOn('delivery', QUOTE_ADMIN_MSG.totalPositive))
  .refine(
    (body) => quoteTotalPaise(body) <= rupeesToPaise(MAX_ORDER_RUPEES),
    issueOn('delivery', QUOTE_ADMIN_MSG.totalTooLarge),
  );
export type AdminQuotePriceForm = z.input<typeof adminQuotePriceBodySchema>;
export type AdminQuotePriceBody = z.output<typeof adminQuotePriceBodySchema>;

export const adminQuoteCloseBodySchema = z.object({
  reason: requiredText(
    QUOTE_ADMIN_MSG.enterReason,
    QUOTE_REASON_MAX_LENGTH,
    CONSOLE_FIELD_MSG.tooLong(QUOTE_REASON_MAX_LENGTH),
  ),
});
export type AdminQuoteCloseBody = z.input<typeof adminQuoteCloseBodySchema>;

export const adminQuotesQuerySchema = z.object({
  state: z.enum(QUOTE_STATES).optional(),
  /** Receipt id, name, e-mail or mobile. */
  q: z.string().trim().max(100).optional(),
  ...consolePaging(ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_MAX_PAGE_SIZE),
});
export type AdminQuotesQuery = z.input<typeof adminQuotesQuerySchema>;
export type AdminQuotesFilter = z.output<typeof adminQuotesQuerySchema>;

export const adminQuoteSummarySchema = z.object({
  ...consoleOrderHead,
  state: z.enum(QUOTE_STATES),
  /** The order's payment state: Quote until the customer pays, then Pending, Success... */
  paymentStatus: z.string(),
  /** Rupees: the priced total, or the cart's figure while only requested. */
  total: z.number(),
  itemCount: z.number().int(),
  pricedAt: z.string().nullable(),
});
export type AdminQuoteSummary = z.infer<typeof adminQuoteSummarySchema>;

export const adminQuotesResponseSchema = pageOf(adminQuoteSummarySchema);
export type AdminQuotesResponse = z.infer<typeof adminQuotesResponseSchema>;

export const adminQuoteDetailSchema = adminQuoteSummarySchema.extend({
  userId: z.string().nullable(),
  /** What the customer wrote with the request. */
  description: z.string(),
  /** The coupon the customer asked for and what it took off their cart (rupees) when they asked. */
  requestedCoupon: z.string().nullable(),
  requestedDiscount: z.number(),
  note: z.string(),
  closeReason: z.string().nullable(),
  /** The customer's pay page, once priced. */
  payUrl: z.string().nullable(),
  /** Rupees: the lines' sum, the discount off it (the coupon's while only requested), delivery, total. */
  amounts: z.object({ goods: z.number(), discount: z.number(), delivery: z.number(), total: z.number() }),
  billingAddress: addressSnapshotSchema,
  shippingAddress: addressSnapshotSchema,
  lines: z.array(adminOrderLineSchema.omit({ productId: true })),
  /** The order's timeline, without who by name and the event's data. */
  events: z.array(adminOrderEventSchema.omit({ staffName: true, data: true }).extend({ actor: z.string() })),
});
export type AdminQuoteDetail = z.infer<typeof adminQuoteDetailSchema>;
export const adminQuoteResponseSchema = z.object({ quote: adminQuoteDetailSchema });
export const adminQuoteMessageResponseSchema = writeAnswer('quote', adminQuoteDetailSchema);
