import { ORDER_MSG, type quoteBodySchema } from '@storefront/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { type OrderRow, orderStore } from '../orders';
import { insertUnderReceipt, lineValues } from './order-values';
import type { Checkout } from './placing';
import { priceOrder, refuseUnplaceable } from './pricing';
import * as repo from './repository';

type QuoteBody = z.output<typeof quoteBodySchema>;

const quoteAnswer = (order: OrderRow) => ({
  success: true as const,
  msg: ORDER_MSG.requestSent,
  order_id: order.id,
  receipt_id: order.receiptId,
});

/**
 * POST /payment/getquote: a manual-payment shop's quotation request from the customer's
 * cart. Nothing is paid and no stock is held; the same idempotency key answers the same one.
 */
export async function placeQuote(checkout: Checkout, userId: string, body: QuoteBody) {
  const { db, shopId } = checkout.deps;
  const settings = await checkout.settings.get();
  if (!settings.buttons.paymanual) throw AppError.badRequest(ORDER_MSG.quotationsNotOffered);
  const earlier = await orderStore.findOrderByKey(db, shopId, userId, body.idempotency_key);
  if (earlier) return { created: false, answer: quoteAnswer(earlier) };
  const user = await repo.findUser(db, shopId, userId);
  if (!user) throw AppError.unauthorized();
  const lines = await checkout.orderableCart(userId);
  if (lines.length === 0) throw AppError.badRequest(ORDER_MSG.cartEmptyForOrder);
  if (lines.some((line) => !line.available)) throw AppError.badRequest(ORDER_MSG.cartHasUnavailable);
  const now = checkout.now();
  const pricing = await priceOrder(db, shopId, {
    userId,
    lines,
    couponCode: body.coupon_code,
    shipping: null,
    mode: 'Pay now',
    now,
    settings,
  });
  // the estimate the shopper was shown took the coupon off: a request must not quietly drop it
  refuseUnplaceable(pricing, body.coupon_code);
  const placed = await db.transaction(async (tx) => {
    const inserted = await insertUnderReceipt(
      tx,
      {
        shopId,
        userId,
        userName: body.user_name?.trim() || user.fullName,
        status: 'Quote',
        paymentMode: 'NA',
        quoteState: 'requested',
        amountBeforeDiscountPaise: pricing.saleTotalPaise,
        discountPaise: pricing.discountPaise,
        amountAfterDiscountPaise: pricing.afterDiscountPaise,
        couponCode: pricing.couponCode,
        deliveryChargePaise: 0,
        advancePaise: 0,
        remainingAmountPaise: 0,
        payableOnlinePaise: 0,
        contactName: body.name,
        contactMobile: body.mobile,
        contactEmail: body.email ?? '',
        description: body.description ?? '',
        idempotencyKey: body.idempotency_key,
      },
      now,
    );
    if (!inserted.existing)
      await orderStore.insertOrderLines(tx, lineValues(shopId, inserted.order.id, lines));
    return inserted;
  });
  return { created: !placed.existing, answer: quoteAnswer(placed.order) };
}
