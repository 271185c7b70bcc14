/**
 * What an outbox row carries: the order as it was when the event happened, so a mail sent
 * an hour late (a mail server outage) still says what the customer saw at the time.
 */
import type { NotificationTemplate } from '@storefront/shared';

/** Order events the customer (and for `placed`, the shop) is told of. */
export type OrderNotice =
  | 'placed'
  | 'Shipped'
  | 'Out for delivery'
  | 'Delivered'
  | 'Cancelled'
  | 'Refunded'
  | 'quote-priced'
  | 'quote-closed';

/** Extra facts a caller may pass: a refund's amount, a priced quotation's pay link, a note. */
export type NoticeData = {
  /** Paise refunded by this event (a refund, a cancellation that refunds). */
  refundPaise?: number;
  /** The same in rupees, as the refunds feature passes it. */
  amount?: number;
  payUrl?: string;
  note?: string;
  /** Why the shop closed a quotation, written for the customer. */
  reason?: string;
  [key: string]: unknown;
};

export type NoticeLine = {
  name: string;
  /** The chosen variation, e.g. "Size: 50 ml"; '' for a simple product. */
  details: string;
  quantity: number;
  unitPaise: number;
  totalPaise: number;
};

export type NoticeOrder = {
  id: string;
  receiptId: string;
  placedAt: string;
  customerName: string;
  contactMobile: string;
  paymentMode: string;
  lines: NoticeLine[];
  subtotalPaise: number;
  discountPaise: number;
  couponCode: string | null;
  deliveryPaise: number;
  totalPaise: number;
  /** Pay on delivery: taken online (the advance with the delivery charge). */
  advancePaise: number;
  /** Pay on delivery: left to pay the courier; 0 once collected or when the order is cancelled. */
  balancePaise: number;
  /**
   * Pay on delivery: the balance the shop recorded as collected. Absent from rows queued
   * before it was kept, which read as nothing collected.
   */
  collectedPaise?: number;
  /** Every refund of the order so far that has not failed. */
  refundedPaise: number;
  /** The delivery address as lines of text; empty when the order has none. */
  address: string[];
};

export type NoticePayload = { notice: OrderNotice; order: NoticeOrder; data: NoticeData };

export const CUSTOMER_TEMPLATE: Record<OrderNotice, NotificationTemplate> = {
  placed: 'order-placed',
  Shipped: 'order-shipped',
  'Out for delivery': 'order-out-for-delivery',
  Delivered: 'order-delivered',
  Cancelled: 'order-cancelled',
  Refunded: 'order-refunded',
  'quote-priced': 'quote-priced',
  'quote-closed': 'quote-closed',
};
