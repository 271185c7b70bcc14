import {
  FULFILMENT_STATUSES,
  type FulfilmentStatus,
  ORDER_MSG,
  ORDER_STATUSES,
  type Order,
  type OrderAddress,
  type OrderStatus,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  paise,
  paiseToRupees,
  type QuoteState,
} from '@storefront/shared';
import type { Db } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { orderAmounts } from './amounts';
import * as repo from './repository';

const PROVIDER_NAMES: Record<PaymentProvider, string> = {
  razorpay: 'Razorpay',
  simulator: 'Payment simulator',
};

function knownStatus(status: string): OrderStatus {
  // A status the contract does not know reads as failed, as the spec shows it.
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'Failed';
}
function knownFulfilment(status: string): FulfilmentStatus {
  return (FULFILMENT_STATUSES as readonly string[]).includes(status)
    ? (status as FulfilmentStatus)
    : 'Pending';
}
function knownProvider(provider: string): PaymentProvider {
  return (PAYMENT_PROVIDERS as readonly string[]).includes(provider)
    ? (provider as PaymentProvider)
    : 'razorpay';
}

function toAddress(snapshot: AddressSnapshot | null): OrderAddress | null {
  if (!snapshot) return null;
  return {
    id: snapshot.id,
    location_user: snapshot.location_user,
    new_address: snapshot.new_address,
    city: snapshot.city,
    area: snapshot.area,
    pincode: snapshot.pincode,
    latitude: snapshot.latitude ?? null,
    longitude: snapshot.longitude ?? null,
  };
}

/** An order row, its lines and its current payment as the contract's order (rupees, ISO times). */
export function toOrder(
  row: repo.OrderRow,
  lines: repo.OrderLineRow[],
  payment: repo.PaymentRow | undefined,
  refunds: repo.RefundRow[] = [],
): Order {
  const refundSum = (status: string) =>
    paiseToRupees(
      paise(refunds.filter((r) => r.status === status).reduce((sum, r) => sum + r.amountPaise, 0)),
    );
  const deliveredAt = row.deliveredAt ?? null;
  const money = orderAmounts(row);
  return {
    order_id: row.id,
    receipt_id: row.receiptId,
    createdAt: row.createdAt.toISOString(),
    status: knownStatus(row.status),
    orderStatus: knownFulfilment(row.orderStatus),
    delivered: deliveredAt !== null || row.orderStatus === 'Delivered',
    deliveredAt: deliveredAt ? deliveredAt.toISOString() : null,
    payment_mode: row.paymentMode,
    user_id: row.userId,
    user_name: row.userName,
    amountbeforediscount: money.beforeDiscount,
    discountprice: money.discount,
    amountafterdiscount: money.afterDiscount,
    totalAfterDiscount: money.afterDiscount,
    deliveryCharge: money.delivery,
    payable_now: money.payableOnline,
    advance_amount: money.advance,
    remaining_amount: money.remaining,
    totalAmountbeforePay: money.total,
    couponapplied: row.couponCode !== null,
    coupon_code: row.couponCode,
    cart_products: lines.map((line) => ({
      product_id: line.productId,
      product_sku: line.productSku,
      product_name: line.productName,
      product_image: line.productImage,
      product_price: paiseToRupees(paise(line.productPricePaise)),
      product_saleprice:
        line.productSalePricePaise == null ? null : paiseToRupees(paise(line.productSalePricePaise)),
      quantity: line.quantity,
      variation_attributes: line.variationAttributes,
      delivery_days: line.deliveryDays,
    })),
    billing_address: toAddress(row.billingAddress),
    shipping_address: toAddress(row.shippingAddress),
    contact: { name: row.contactName, mobile: row.contactMobile, email: row.contactEmail },
    payment: payment
      ? {
          provider: knownProvider(payment.provider),
          ref: payment.providerPaymentId,
          method: PROVIDER_NAMES[knownProvider(payment.provider)],
          amount: paiseToRupees(paise(payment.amountPaise)),
          status: payment.status,
          paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
        }
      : null,
    main_id: row.shopId,
    quote: row.quoteState
      ? {
          state: row.quoteState as QuoteState,
          // the pay page's link is only of use while the price stands
          pay_token: row.quoteState === 'priced' ? row.quotePayToken : null,
          close_reason: row.quoteState === 'closed' ? row.quoteCloseReason : null,
        }
      : null,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    balanceCollectedAt: row.balanceCollectedAt ? row.balanceCollectedAt.toISOString() : null,
    refundedAmount: refundSum('processed'),
    refundPendingAmount: refundSum('pending'),
  };
}

async function withDetails(db: Db, rows: repo.OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [lines, payments, refunds] = await Promise.all([
    repo.linesOf(db, ids),
    repo.paymentsOf(db, ids),
    repo.refundsOf(db, ids),
  ]);
  const linesByOrder = new Map<string, repo.OrderLineRow[]>();
  for (const line of lines) {
    const list = linesByOrder.get(line.orderId) ?? [];
    list.push(line);
    linesByOrder.set(line.orderId, list);
  }
  const paymentByOrder = new Map<string, repo.PaymentRow>();
  for (const payment of payments)
    if (!paymentByOrder.has(payment.orderId)) paymentByOrder.set(payment.orderId, payment);
  return rows.map((row) =>
    toOrder(
      row,
      linesByOrder.get(row.id) ?? [],
      paymentByOrder.get(row.id),
      refunds.filter((refund) => refund.orderId === row.id),
    ),
  );
}

/** The customer's orders, newest first, each with its lines and payment. */
export async function customerOrders(db: Db, shopId: string, userId: string): Promise<Order[]> {
  return withDetails(db, await repo.listOrders(db, shopId, userId));
}

/** One of the customer's orders, or 404 (another customer's or a malformed id alike). */
export async function customerOrder(db: Db, shopId: string, userId: string, orderId: string): Promise<Order> {
  const row = await repo.findOrder(db, shopId, userId, orderId);
  if (!row) throw AppError.notFound(ORDER_MSG.orderNotFound);
  const [order] = await withDetails(db, [row]);
  return order!;
}
