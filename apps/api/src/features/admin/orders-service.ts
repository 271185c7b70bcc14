import type {
  AdminOrderDetail,
  AdminOrderSummary,
  AdminOrdersExportFilter,
  AdminOrdersResponse,
  AdminRefund,
  FulfilmentStatus,
  OrderEventActor,
  OrderStatus,
  RefundStatus,
} from '@storefront/shared';
import {
  ADMIN_MSG,
  ADMIN_ORDERS_EXPORT_MAX,
  indiaDate,
  isSale,
  MONEY_TAKEN_PAYMENT_STATUSES,
  nextFulfilmentStatuses,
  paise,
  paiseToRupees,
  refundHoldsAmount,
  refundState,
  stateLabel,
} from '@storefront/shared';
import type { Db } from '../../db/client';
import { pageAnswer } from '../../db/paging';
import type { orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { orderAmounts, orderContact, orderStore, orderTax } from '../orders';
import { type RefundRow, refundsOfOrder } from '../payments';
import { consoleAddress, orderHeading } from './order-view';
import * as repo from './orders-repository';
import { invoiceSettings } from './selling/settings-service';

type OrderRow = typeof orders.$inferSelect;

function summary(order: OrderRow, itemCount: number): AdminOrderSummary {
  const money = orderAmounts(order);
  return {
    ...orderHeading(order),
    paymentStatus: order.status,
    status: order.orderStatus,
    paymentMode: order.paymentMode,
    total: money.total,
    paidOnline: money.payableOnline,
    itemCount,
  };
}

export async function listOrders(
  db: Db,
  shopId: string,
  filter: repo.OrdersFilter,
): Promise<AdminOrdersResponse> {
  const { rows, total } = await repo.listOrders(db, shopId, filter);
  return pageAnswer(
    rows.map((row) => summary(row.order, row.itemCount)),
    total,
    filter,
  );
}

export async function orderDetail(db: Db, shopId: string, id: string): Promise<AdminOrderDetail> {
  const order = await repo.findOrder(db, shopId, id);
  if (!order) throw AppError.notFound(ADMIN_MSG.orderNotFound);
  const [lines, paid, refunds, timeline] = await Promise.all([
    orderStore.listOrderLines(db, order.id),
    repo.paymentsOf(db, order.id),
    refundsOfOrder(db, order.id),
    repo.timelineOf(db, order.id),
  ]);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const money = refundFigures(paid, refunds);
  return {
    ...summary(order, itemCount),
    userId: order.userId,
    couponCode: order.couponCode,
    description: order.description,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    amounts: orderAmounts(order),
    billingAddress: consoleAddress(order.billingAddress),
    shippingAddress: consoleAddress(order.shippingAddress),
    lines: lines.map((line) => {
      const unit = line.productSalePricePaise ?? line.productPricePaise;
      return {
        id: line.id,
        productId: line.productId,
        sku: line.productSku,
        name: line.productName,
        image: line.productImage,
        unitPrice: paiseToRupees(paise(unit)),
        mrp: paiseToRupees(paise(line.productPricePaise)),
        quantity: line.quantity,
        lineTotal: paiseToRupees(paise(unit * line.quantity)),
        attributes: line.variationAttributes,
      };
    }),
    payments: paid.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      providerOrderId: payment.providerOrderId,
      providerPaymentId: payment.providerPaymentId,
      amount: paiseToRupees(paise(payment.amountPaise)),
      currency: payment.currency,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
      paidAt: payment.paidAt?.toISOString() ?? null,
      refunded: rupees(money.heldBy(payment.id)),
      refunds: refunds.filter((refund) => refund.paymentId === payment.id).map(refundItem),
    })),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    balanceCollectedAt: order.balanceCollectedAt?.toISOString() ?? null,
    paidTotal: rupees(money.paidPaise),
    refundedTotal: rupees(money.refundedPaise),
    refundable: rupees(money.paidPaise - money.refundedPaise),
    refundState: refundState(money.paidPaise, money.refundedPaise),
    nextStatuses: nextFulfilmentStatuses(order.status as OrderStatus, order.orderStatus as FulfilmentStatus),
    timeline: timeline.map(({ event, staffName, staffEmail }) => ({
      id: event.id,
      createdAt: event.createdAt.toISOString(),
      actor: event.actor as OrderEventActor,
      kind: event.kind,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      staffName: staffName ?? null,
      staffEmail: staffEmail ?? null,
      data: event.data ?? null,
    })),
  };
}

const rupees = (amount: number) => paiseToRupees(paise(amount));

function refundItem(refund: RefundRow): AdminRefund {
  return {
    id: refund.id,
    paymentId: refund.paymentId,
    amount: rupees(refund.amountPaise),
    status: refund.status as RefundStatus,
    reason: refund.reason,
    providerRefundId: refund.providerRefundId,
    createdAt: refund.createdAt.toISOString(),
    processedAt: refund.processedAt?.toISOString() ?? null,
    failureReason: refund.failureReason,
  };
}

/** Paise the customer paid online, and what refunds that have not failed hold of it. */
function refundFigures(paid: { id: string; status: string; amountPaise: number }[], refunds: RefundRow[]) {
  const taking = paid.filter((payment) =>
    (MONEY_TAKEN_PAYMENT_STATUSES as readonly string[]).includes(payment.status),
  );
  const holding = refunds.filter((refund) => refundHoldsAmount(refund.status as RefundStatus));
  const heldBy = (paymentId: string) =>
    holding.filter((refund) => refund.paymentId === paymentId).reduce((sum, r) => sum + r.amountPaise, 0);
  return {
    heldBy,
    paidPaise: taking.reduce((sum, payment) => sum + payment.amountPaise, 0),
    refundedPaise: holding.reduce((sum, refund) => sum + refund.amountPaise, 0),
  };
}

/** One order of the sales register, amounts in rupees; tax only for a sale (isSale). */
export type SalesRegisterRow = {
  date: string;
  receiptId: string;
  customerName: string;
  email: string;
  mobile: string;
  pincode: string;
  placeOfSupply: string;
  paymentStatus: string;
  paymentMode: string;
  orderStatus: string;
  itemCount: number;
  goods: number;
  coupon: string;
  discount: number;
  delivery: number;
  total: number;
  tax: { taxable: number; cgst: number; sgst: number; igst: number } | null;
  paidOnline: number;
  collectedOnDelivery: number;
  refunded: number;
};

/**
 * Every order the list's filters match, oldest first, with its GST split as its invoice shows
 * it and the money that moved: what an accountant asks for at the month's end. Refused with a
 * message on the dates when more than ADMIN_ORDERS_EXPORT_MAX orders match.
 */
export async function salesRegister(
  db: Db,
  shopId: string,
  filter: AdminOrdersExportFilter,
): Promise<SalesRegisterRow[]> {
  const rows = await repo.ordersToExport(db, shopId, filter);
  if (rows.length > ADMIN_ORDERS_EXPORT_MAX) {
    const message = ADMIN_MSG.tooManyToExport(ADMIN_ORDERS_EXPORT_MAX);
    throw AppError.badRequest(message, { from: message });
  }
  const [parts, settings] = await Promise.all([
    repo.partsOfOrders(
      db,
      rows.map((row) => row.id),
    ),
    invoiceSettings(db, shopId),
  ]);
  const byOrder = <T extends { orderId: string }>(items: T[]) => {
    const grouped = new Map<string, T[]>();
    for (const item of items) {
      const list = grouped.get(item.orderId);
      if (list) list.push(item);
      else grouped.set(item.orderId, [item]);
    }
    return (orderId: string) => grouped.get(orderId) ?? [];
  };
  const linesOf = byOrder(parts.lines);
  const paymentsOf = byOrder(parts.payments);
  const refundsOf = byOrder(parts.refunds);
  return rows.map((order) => {
    const lines = linesOf(order.id);
    const money = refundFigures(paymentsOf(order.id), refundsOf(order.id));
    const amounts = orderAmounts(order);
    const tax = isSale(order) ? orderTax(order, lines, settings.gstin) : null;
    return {
      date: indiaDate(order.createdAt),
      receiptId: order.receiptId,
      ...orderContact(order),
      pincode: order.shippingAddress?.pincode ?? '',
      placeOfSupply: tax ? (stateLabel(tax.placeOfSupplyCode) ?? '') : '',
      paymentStatus: order.status,
      paymentMode: order.paymentMode,
      orderStatus: order.orderStatus,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      goods: amounts.beforeDiscount,
      coupon: order.couponCode ?? '',
      discount: amounts.discount,
      delivery: amounts.delivery,
      total: amounts.total,
      tax: tax && {
        taxable: rupees(tax.totals.taxablePaise),
        cgst: rupees(tax.totals.cgstPaise),
        sgst: rupees(tax.totals.sgstPaise),
        igst: rupees(tax.totals.igstPaise),
      },
      paidOnline: rupees(money.paidPaise),
      collectedOnDelivery: order.balanceCollectedAt ? amounts.remaining : 0,
      refunded: rupees(money.refundedPaise),
    };
  });
}
