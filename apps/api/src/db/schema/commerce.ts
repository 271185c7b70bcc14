import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { inboxColumns, ownerId, shopTable, timestamptz } from './columns';

export const cartLines = shopTable(
  'cart_lines',
  {
    userId: ownerId('user_id', () => users.id),
    /** No foreign key: a line outlives its product so the cart can show it as unavailable. */
    productId: uuid('product_id').notNull(),
    /** The product's SKU for simple and grouped products, the variation's SKU for variable ones. */
    productSku: text('product_sku').notNull(),
    quantity: integer('quantity').notNull().default(1),
    variationAttributes: jsonb('variation_attributes').$type<Record<string, string>>().notNull().default({}),
    userName: text('user_name').notNull().default(''),
    typeOfSimple: text('type_of_simple').notNull().default(''),
  },
  (t) => [
    uniqueIndex('cart_lines_user_sku_uq').on(t.userId, t.productSku),
    index('cart_lines_user_idx').on(t.userId),
  ],
);

export const coupons = shopTable(
  'coupons',
  {
    /** Stored upper-cased; codes are matched case-insensitively. */
    code: text('code').notNull(),
    percentageOffer: integer('percentage_offer'),
    priceOfferPaise: integer('price_offer_paise'),
    active: boolean('active').notNull().default(true),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    minCartValuePaise: integer('min_cart_value_paise'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Uses across all customers; null: no limit. */
    maxUsesTotal: integer('max_uses_total'),
  },
  (t) => [uniqueIndex('coupons_shop_code_uq').on(t.shopId, t.code)],
);

export type AddressSnapshot = {
  id: string;
  location_user: string;
  new_address: string;
  city: string;
  area: string;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
};

export const orders = shopTable(
  'orders',
  {
    /** Human-facing order number shown as receipt_id. */
    receiptId: text('receipt_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull().default(''),
    /** Success, Pay on delivery, Quote, Pending (awaiting payment), Failed */
    status: text('status').notNull(),
    /** Pending, Processing, Packed, Shipped, Out for delivery, Delivered, Cancelled */
    orderStatus: text('order_status').notNull().default('Pending'),
    deliveredAt: timestamptz('delivered_at'),
    /** Pay now, Pay on delivery, NA (quotation) */
    paymentMode: text('payment_mode').notNull(),
    amountBeforeDiscountPaise: integer('amount_before_discount_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    amountAfterDiscountPaise: integer('amount_after_discount_paise').notNull(),
    couponCode: text('coupon_code'),
    deliveryChargePaise: integer('delivery_charge_paise').notNull().default(0),
    advancePaise: integer('advance_paise').notNull().default(0),
    remainingAmountPaise: integer('remaining_amount_paise').notNull().default(0),
    /** What is taken online: the advance or the full total, plus delivery. */
    payableOnlinePaise: integer('payable_online_paise').notNull().default(0),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot | null>(),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot | null>(),
    contactName: text('contact_name').notNull().default(''),
    contactMobile: text('contact_mobile').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The client's key for one placement; the same key twice makes one order. */
    idempotencyKey: text('idempotency_key'),
    /** True once stock taken for this order has been given back (failed or expired payment, cancelled). */
    stockReleased: boolean('stock_released').notNull().default(false),
    cancelledAt: timestamptz('cancelled_at'),
    /** Pay on delivery: when the courier's collection of the balance was recorded. */
    balanceCollectedAt: timestamptz('balance_collected_at'),
    /** Quotations only: requested, priced, closed (with a reason), ordered (paid as an order). */
    quoteState: text('quote_state'),
    quoteNote: text('quote_note').notNull().default(''),
    quoteCloseReason: text('quote_close_reason'),
    /** The secret of the link that lets the customer pay a priced quotation. */
    quotePayToken: text('quote_pay_token'),
    quotePricedAt: timestamptz('quote_priced_at'),
  },
  (t) => [
    uniqueIndex('orders_shop_receipt_uq').on(t.shopId, t.receiptId),
    uniqueIndex('orders_idempotency_uq').on(t.shopId, t.userId, t.idempotencyKey),
    uniqueIndex('orders_quote_pay_token_uq').on(t.quotePayToken),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_shop_created_idx').on(t.shopId, t.createdAt),
    // the hold sweep's question (unpaid orders still holding stock, oldest first): a few rows
    // however long the order history grows
    index('orders_open_holds_idx')
      .on(t.shopId, t.createdAt)
      .where(sql`${t.status} = 'Pending' and not ${t.stockReleased}`),
    // The lifecycle lives in shared (orders/lifecycle.ts); the database refuses anything else.
    check(
      'orders_order_status_check',
      sql`${t.orderStatus} in ('Pending', 'Processing', 'Packed', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled')`,
    ),
    check(
      'orders_status_check',
      sql`${t.status} in ('Pending', 'Success', 'Pay on delivery', 'Quote', 'Failed')`,
    ),
    check('orders_quote_state_check', sql`${t.quoteState} in ('requested', 'priced', 'closed', 'ordered')`),
  ],
);

export const orderLines = shopTable(
  'order_lines',
  {
    orderId: ownerId('order_id', () => orders.id),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productSku: text('product_sku').notNull(),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    productPricePaise: integer('product_price_paise').notNull(),
    productSalePricePaise: integer('product_sale_price_paise'),
    quantity: integer('quantity').notNull(),
    variationAttributes: jsonb('variation_attributes').$type<Record<string, string>>().notNull().default({}),
    deliveryDays: integer('delivery_days').notNull().default(5),
    /** The line's place in the cart it was bought from: one statement writes every line at one moment. */
    position: integer('position').notNull().default(0),
    /**
     * The product's GST rate and HSN code when the order was placed (null: not set then): an
     * invoice must not change when the owner edits the product later.
     */
    gstRate: integer('gst_rate'),
    hsnCode: text('hsn_code'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const payments = shopTable(
  'payments',
  {
    orderId: ownerId('order_id', () => orders.id),
    /** razorpay or simulator */
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** created, paid, failed, expired, refund_due (paid after its hold ran out), accepted (refund_due kept by staff) */
    status: text('status').notNull().default('created'),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_provider_order_uq').on(t.provider, t.providerOrderId),
    // an order's payments are read on every pay, verify, refund and order page
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Webhook events already handled, so a redelivery changes nothing. */
export const paymentEvents = shopTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
  },
  (t) => [uniqueIndex('payment_events_uq').on(t.provider, t.eventId)],
);

export const leads = shopTable('leads', {
  name: text('name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  remark: text('remark').notNull().default(''),
  userId: uuid('user_id'),
  propertyId: text('property_id'),
  ...inboxColumns,
});

export const enquiries = shopTable('enquiries', {
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull().default(''),
  parentName: text('parent_name').notNull().default(''),
  dob: text('dob').notNull().default(''),
  age: text('age').notNull().default(''),
  remark: text('remark').notNull().default(''),
  ...inboxColumns,
});

export const newsletterSubscribers = shopTable(
  'newsletter_subscribers',
  {
    email: text('email').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    /** The secret of the one-click unsubscribe link sent with every newsletter. */
    unsubscribeToken: text('unsubscribe_token'),
    /** Set by the unsubscribe link; subscribing again clears it. */
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_shop_email_uq').on(t.shopId, t.email),
    uniqueIndex('newsletter_unsubscribe_token_uq').on(t.unsubscribeToken),
  ],
);
