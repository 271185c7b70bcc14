import { randomInt } from 'node:crypto';
import {
  ERROR_CODES,
  indiaParts,
  ORDER_MSG,
  type PaymentProvider,
  type PlaceOrderResponse,
} from '@storefront/shared';
import type { Tx } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CartLine } from '../cart';
import { type NewOrder, type OrderRow, orderStore } from '../orders';
import type { PaymentRow } from '../payments';
import type { AddressRow } from './repository';

/** An order's columns before its receipt id is drawn. */
export type OrderValues = Omit<NewOrder, 'receiptId' | 'status'>;

/** 'NA' + yymmdd (India date) + '-' + five random digits, e.g. NA261122-04817. */
export function newReceiptId(now: Date): string {
  const { year, month, day } = indiaParts(now);
  return `NA${year.slice(2)}${month}${day}-${String(randomInt(100_000)).padStart(5, '0')}`;
}

/** The address as it was when ordered: later edits do not change the order. */
export const addressSnapshot = (row: AddressRow): AddressSnapshot => ({
  id: row.id,
  location_user: row.locationUser,
  new_address: row.newAddress,
  city: row.city,
  area: row.area,
  pincode: row.pincode,
  latitude: row.latitude,
  longitude: row.longitude,
});

export const notFoundOn = (field: string, message: string) =>
  new AppError(404, ERROR_CODES.notFound, message, { [field]: message });

/** The order's lines as they are now: names, images, prices and attributes are kept as ordered. */
export function lineValues(shopId: string, orderId: string, lines: CartLine[]) {
  return lines.map((line) => ({
    shopId,
    orderId,
    productId: line.product_id,
    productSku: line.product_sku,
    productName: line.product_name,
    productImage: line.product_image,
    productPricePaise: line.pricePaise,
    productSalePricePaise: line.salePricePaise,
    quantity: line.quantity,
    variationAttributes: line.variation_attributes,
    deliveryDays: line.delivery_days,
  }));
}

/**
 * Inserts the order under a fresh receipt id, drawing again when one is taken; when the
 * customer's idempotency key already placed an order, that order is returned instead.
 */
export async function insertUnderReceipt(
  tx: Tx,
  values: OrderValues & { status: string },
  now: Date,
): Promise<{ order: OrderRow; existing: boolean }> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const order = await orderStore.insertOrder(tx, { ...values, receiptId: newReceiptId(now) });
    if (order) return { order, existing: false };
    const same = await orderStore.findOrderByKey(
      tx,
      values.shopId,
      values.userId as string,
      values.idempotencyKey as string,
    );
    if (same) return { order: same, existing: true };
  }
  throw new Error('no free receipt id after 8 draws');
}

/** What placing answers: the order, and for one awaiting payment the provider's order to pay. */
export function placedOrderAnswer(
  order: OrderRow,
  payment: PaymentRow | null | undefined,
  keyId: string,
): PlaceOrderResponse {
  const base = {
    success: true as const,
    msg: order.status === 'Quote' ? ORDER_MSG.requestSent : ORDER_MSG.orderPlaced,
    order_id: order.id,
    receipt_id: order.receiptId,
  };
  if (order.status !== 'Pending' || !payment) return base;
  return {
    ...base,
    razorpay_order: { id: payment.providerOrderId, amount: payment.amountPaise, currency: payment.currency },
    provider: payment.provider as PaymentProvider,
    key_id: keyId,
  };
}
