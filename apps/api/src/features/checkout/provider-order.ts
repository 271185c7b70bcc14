import { ORDER_MSG } from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { OrderRow } from '../orders';
import { GatewayError, type PaymentGateway, type ProviderOrder } from '../payments';

/*
 * Asking the payment provider for the order a shopper pays online, shared by placing an order
 * and paying a priced quotation: both ask outside their stock transaction, so a slow provider
 * locks no stock rows, and both give the stock back when it fails.
 */

/** Error code of a provider that failed us (answered 502). */
export const PAYMENT_PROVIDER_ERROR_CODE = 'BAD_GATEWAY';

/** The provider's order for what `order` pays online, with our ids in its notes. */
export function askProviderOrder(
  gateway: PaymentGateway,
  shopId: string,
  order: OrderRow,
): Promise<ProviderOrder> {
  return gateway.createOrder({
    amountPaise: order.payableOnlinePaise,
    currency: 'INR',
    receipt: order.receiptId,
    notes: { order_id: order.id, shop_id: shopId },
  });
}

/** What to throw once the provider failed: its refusal is logged and answered 502; our own errors go on. */
export function providerFailure(log: FastifyBaseLogger, error: unknown): unknown {
  if (!(error instanceof GatewayError)) return error;
  log.error({ err: error, status: error.status }, 'payment provider refused to create an order');
  return new AppError(502, PAYMENT_PROVIDER_ERROR_CODE, ORDER_MSG.failedToCreateRazorpayOrder);
}

/** The payment row of a provider order just made for `orderId`. */
export function createdPaymentRow(
  shopId: string,
  orderId: string,
  provider: string,
  providerOrder: ProviderOrder,
) {
  return {
    shopId,
    orderId,
    provider,
    providerOrderId: providerOrder.id,
    amountPaise: providerOrder.amount,
    currency: providerOrder.currency,
    status: 'created' as const,
  };
}
