import { z } from 'zod';
import { dataEnvelope } from '../common/answers';
import { ORDER_MSG } from './messages';

/*
 * A priced quotation as its customer sees it, and paying it as a normal online order
 * (decision 0030).
 */

/** requested (by the customer), priced (link sent), closed (with a reason), ordered (paid). */
export const QUOTE_STATES = ['requested', 'priced', 'closed', 'ordered'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** Bytes of randomness in a quote's pay link (base64url: 43 characters). */
export const QUOTE_PAY_TOKEN_BYTES = 32;

export const QUOTE_MSG = {
  // the same for a replaced link and another account's: the token alone must not tell which
  notFound:
    'This quotation link is not valid: the shop may have sent a newer price, or it belongs to another account. Open the latest link from your e-mail, or find the quotation in My orders.',
  closed: 'The shop has closed this quotation.',
  alreadyPaid: 'This quotation is already paid.',
  priceReady: 'Your price is ready',
  payNow: 'Pay now',
  heading: 'Your quotation',
  shopNote: 'Note from the shop',
} as const;

export const quoteTokenParamsSchema = z.object({
  token: z.string().min(1).max(100),
});

/** `POST /api/quotes/{token}/pay`: where to deliver, as on the checkout page. */
export const quotePayBodySchema = z.object({
  billing_address: z.string({ error: ORDER_MSG.selectBillingAddress }).min(1, ORDER_MSG.selectBillingAddress),
  shipping_address: z
    .string({ error: ORDER_MSG.selectShippingAddress })
    .min(1, ORDER_MSG.selectShippingAddress),
});
export type QuotePayBody = z.input<typeof quotePayBodySchema>;

const rupees = z.number();

/** `GET /api/quotes/{token}`: the customer's own priced quotation. */
export const customerQuoteSchema = z.object({
  order_id: z.string(),
  receipt_id: z.string(),
  state: z.enum(QUOTE_STATES),
  /** The order's payment state (Quote, Pending, Success, Failed...). */
  status: z.string(),
  note: z.string(),
  close_reason: z.string().nullable(),
  priced_at: z.string().nullable(),
  lines: z.array(
    z.object({
      line_id: z.string(),
      product_name: z.string(),
      product_image: z.string(),
      variation_attributes: z.record(z.string(), z.string()),
      unit_price: rupees,
      quantity: z.number().int(),
      line_total: rupees,
    }),
  ),
  goods_total: rupees,
  /** The shop's discount off the lines' sum (0 for none). */
  discount: rupees,
  delivery_charge: rupees,
  total: rupees,
});
export type CustomerQuote = z.infer<typeof customerQuoteSchema>;
export const customerQuoteResponseSchema = dataEnvelope(customerQuoteSchema);
