import type { AdminOrderDetail, AdminOrderSummary, AdminOrdersResponse } from '@storefront/shared';
import { ADMIN_MSG, paiseToRupees } from '@storefront/shared';
import type { Db } from '../../db/client';
import type { AddressSnapshot, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import * as repo from './orders-repository';

type OrderRow = typeof orders.$inferSelect;

function summary(order: OrderRow, itemCount: number): AdminOrderSummary {
  return {
    id: order.id,
    receiptId: order.receiptId,
    createdAt: order.createdAt.toISOString(),
    customerName: order.contactName || order.userName,
    email: order.contactEmail,
    mobile: order.contactMobile,
    paymentStatus: order.status,
    status: order.orderStatus,
    paymentMode: order.paymentMode,
    total: paiseToRupees(order.amountAfterDiscountPaise + order.deliveryChargePaise),
    paidOnline: paiseToRupees(order.payableOnlinePaise),
    itemCount,
  };
}

function address(snapshot: AddressSnapshot | null) {
  if (!snapshot) return null;
  const { location_user, new_address, city, area, pincode } = snapshot;
  return { location_user, new_address, city, area, pincode };
}

export async function listOrders(
  db: Db,
  shopId: string,
  filter: repo.OrdersFilter,
): Promise<AdminOrdersResponse> {
  const { rows, total } = await repo.listOrders(db, shopId, filter);
  return {
    items: rows.map((row) => summary(row.order, row.itemCount)),
    page: filter.page,
    pageSize: filter.pageSize,
    total,
  };
}

export async function orderDetail(db: Db, shopId: string, id: string): Promise<AdminOrderDetail> {
  const order = await repo.findOrder(db, shopId, id);
  if (!order) throw AppError.notFound(ADMIN_MSG.orderNotFound);
  const [lines, paid] = await Promise.all([repo.orderLinesOf(db, order.id), repo.paymentsOf(db, order.id)]);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    ...summary(order, itemCount),
    userId: order.userId,
    couponCode: order.couponCode,
    description: order.description,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    amounts: {
      beforeDiscount: paiseToRupees(order.amountBeforeDiscountPaise),
      discount: paiseToRupees(order.discountPaise),
      afterDiscount: paiseToRupees(order.amountAfterDiscountPaise),
      delivery: paiseToRupees(order.deliveryChargePaise),
      advance: paiseToRupees(order.advancePaise),
      remaining: paiseToRupees(order.remainingAmountPaise),
      payableOnline: paiseToRupees(order.payableOnlinePaise),
      total: paiseToRupees(order.amountAfterDiscountPaise + order.deliveryChargePaise),
    },
    billingAddress: address(order.billingAddress),
    shippingAddress: address(order.shippingAddress),
    lines: lines.map((line) => {
      const unit = line.productSalePricePaise ?? line.productPricePaise;
      return {
        id: line.id,
        productId: line.productId,
        sku: line.productSku,
        name: line.productName,
        image: line.productImage,
        unitPrice: paiseToRupees(unit),
        mrp: paiseToRupees(line.productPricePaise),
        quantity: line.quantity,
        lineTotal: paiseToRupees(unit * line.quantity),
        attributes: line.variationAttributes,
      };
    }),
    payments: paid.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      providerOrderId: payment.providerOrderId,
      providerPaymentId: payment.providerPaymentId,
      amount: paiseToRupees(payment.amountPaise),
      currency: payment.currency,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
      paidAt: payment.paidAt?.toISOString() ?? null,
    })),
  };
}
