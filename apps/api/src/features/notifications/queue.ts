import { balanceState } from '@storefront/shared';
import type { Db, Tx } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema';
import {
  CUSTOMER_TEMPLATE,
  type NoticeData,
  type NoticeOrder,
  type NoticePayload,
  type OrderNotice,
} from './notice';
import * as repo from './repository';

type FoundOrder = NonNullable<Awaited<ReturnType<typeof repo.findOrderForNotice>>>;

function addressLines(snapshot: AddressSnapshot | null, name: string): string[] {
  if (!snapshot) return [];
  const place = [snapshot.area, snapshot.city].filter(Boolean).join(', ');
  return [name, snapshot.new_address, [place, snapshot.pincode].filter(Boolean).join(' ')].filter(
    (line) => line.trim() !== '',
  );
}

function noticeOrder({ order, lines, refundedPaise }: FoundOrder): NoticeOrder {
  const customerName = order.contactName || order.userName;
  const totalPaise = order.amountAfterDiscountPaise + order.deliveryChargePaise;
  const onDelivery = order.paymentMode === 'Pay on delivery';
  // what the courier was to collect, and whether it still is (balanceState, as the bill reads it)
  const balancePaise = onDelivery ? Math.max(0, totalPaise - order.payableOnlinePaise) : 0;
  const balance = balanceState({ ...order, collected: order.balanceCollectedAt !== null });
  return {
    id: order.id,
    receiptId: order.receiptId,
    placedAt: order.createdAt.toISOString(),
    customerName,
    contactMobile: order.contactMobile,
    paymentMode: order.paymentMode,
    lines: lines.map((line) => {
      const unitPaise = line.productSalePricePaise ?? line.productPricePaise;
      return {
        name: line.productName,
        details: Object.entries(line.variationAttributes)
          .map(([key, value]) => `${key}: ${value}`)
          .join(', '),
        quantity: line.quantity,
        unitPaise,
        totalPaise: unitPaise * line.quantity,
      };
    }),
    subtotalPaise: order.amountBeforeDiscountPaise,
    discountPaise: order.discountPaise,
    couponCode: order.couponCode,
    deliveryPaise: order.deliveryChargePaise,
    totalPaise,
    advancePaise: onDelivery ? order.payableOnlinePaise : 0,
    balancePaise: balance === 'owed' ? balancePaise : 0,
    collectedPaise: balance === 'collected' ? balancePaise : 0,
    refundedPaise,
    address: addressLines(order.shippingAddress ?? order.billingAddress, customerName),
  };
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** The outbox sender of each app in this process listens, to send soon after a commit. */
export function onNoticeQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks this process's sender to look now (after a retry, or a notice was queued). */
export function nudgeOutbox(): void {
  for (const listener of listeners) listener();
}

/**
 * Writes the outbox rows of one order event in the caller's transaction: a mail and a push
 * to the customer, and for a new order a mail to the shop's address and a push to each
 * staff member with a device. Each row's dedupe key is `notice:key:channel:recipient`, so
 * the same event queued twice (a webhook redelivered, a retried request) sends once.
 */
export async function queueOrderNotice(
  exec: Db | Tx,
  input: { shopId: string; orderId: string; notice: OrderNotice; key: string; data?: NoticeData },
): Promise<void> {
  const { shopId, notice, key } = input;
  const found = await repo.findOrderForNotice(exec, shopId, input.orderId);
  if (!found) return;
  const payload: NoticePayload = { notice, order: noticeOrder(found), data: input.data ?? {} };
  const rows: repo.NewOutboxRow[] = [];
  const add = (channel: 'email' | 'push', recipient: string, template: string) =>
    rows.push({
      shopId,
      channel,
      recipient,
      template,
      payload: payload as unknown as Record<string, unknown>,
      dedupeKey: `${notice}:${key}:${channel}:${recipient}`,
    });

  const customerEmail = (found.order.contactEmail || found.accountEmail || '').trim().toLowerCase();
  const template = CUSTOMER_TEMPLATE[notice];
  if (customerEmail) add('email', customerEmail, template);
  if (found.order.userId) add('push', found.order.userId, template);
  if (notice === 'placed') {
    const shopEmail = found.shopEmail.toLowerCase();
    if (shopEmail) add('email', shopEmail, 'shop-new-order');
    for (const staffId of found.staffWithDevices) add('push', `staff:${staffId}`, 'shop-new-order');
  }
  if ((await repo.insertOutbox(exec, rows)) > 0) nudgeOutbox();
}

/** A new order (paid, or pay on delivery with nothing to pay first): told once per order. */
export function queueOrderPlaced(exec: Db | Tx, shopId: string, orderId: string): Promise<void> {
  return queueOrderNotice(exec, { shopId, orderId, notice: 'placed', key: orderId });
}
