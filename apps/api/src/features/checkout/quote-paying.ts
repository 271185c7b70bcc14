import {
  addPaise,
  type CustomerQuote,
  isPincodeServed,
  MAX_UNPAID_ORDERS,
  ORDER_MSG,
  type PlaceOrderResponse,
  paise,
  paiseToRupees,
  QUOTE_MSG,
  type QuotePayBody,
  type QuoteState,
  timesPaise,
} from '@storefront/shared';
import { AppError } from '../../lib/app-error';
import { giveBackStock, retakeStock, stockTransaction } from '../inventory';
import { type OrderRow, orderStore, recordOrderEvent } from '../orders';
import { holdExpired, insertPayment, latestPayment, type PaymentRow, type ProviderOrder } from '../payments';
import { addressSnapshot, notFoundOn } from './order-values';
import type { Checkout } from './placing';
import { askProviderOrder, createdPaymentRow, providerFailure } from './provider-order';
import * as quoteRepo from './quote-repository';
import * as repo from './repository';

const isPaid = (order: OrderRow) =>
  order.quoteState === 'ordered' || order.status === 'Success' || order.status === 'Pay on delivery';
const isHolding = (order: OrderRow) => order.status === 'Pending' && !order.stockReleased;
const unitPaise = (line: { productSalePricePaise: number | null; productPricePaise: number }) =>
  paise(line.productSalePricePaise ?? line.productPricePaise);
/** Goods after the shop's prices, plus delivery: what the customer pays. */
const totalPaise = (order: OrderRow) =>
  addPaise(paise(order.amountAfterDiscountPaise), paise(order.deliveryChargePaise));

/**
 * Paying a priced quotation as a normal online order (decision 0030): the customer who asked
 * for it opens the link, the stock is taken then (not when it was asked for), and the
 * provider order is made as checkout makes one. Verify and the webhooks settle it as any
 * other order; settling marks the quotation ordered.
 */
export class QuotePayment {
  constructor(private readonly checkout: Checkout) {}

  /** The customer's own quotation behind this token; anyone else's (or none) is 404. */
  private async own(userId: string, token: string): Promise<OrderRow> {
    const { db, shopId } = this.checkout.deps;
    const row = await quoteRepo.findByPayToken(db, shopId, token);
    if (!row || row.userId !== userId) throw AppError.notFound(QUOTE_MSG.notFound);
    return row;
  }

  async view(userId: string, token: string): Promise<CustomerQuote> {
    const order = await this.own(userId, token);
    const lines = await orderStore.listOrderLines(this.checkout.deps.db, order.id);
    return {
      order_id: order.id,
      receipt_id: order.receiptId,
      state: order.quoteState as QuoteState,
      status: order.status,
      note: order.quoteNote,
      close_reason: order.quoteState === 'closed' ? order.quoteCloseReason : null,
      priced_at: order.quotePricedAt?.toISOString() ?? null,
      lines: lines.map((line) => ({
        line_id: line.id,
        product_name: line.productName,
        product_image: line.productImage,
        variation_attributes: line.variationAttributes,
        unit_price: paiseToRupees(unitPaise(line)),
        quantity: line.quantity,
        line_total: paiseToRupees(timesPaise(unitPaise(line), line.quantity)),
      })),
      goods_total: paiseToRupees(paise(order.amountBeforeDiscountPaise)),
      discount: paiseToRupees(paise(order.discountPaise)),
      delivery_charge: paiseToRupees(paise(order.deliveryChargePaise)),
      total: paiseToRupees(totalPaise(order)),
    };
  }

  /**
   * Takes the stock and answers the provider order to pay. Asked again while that payment
   * is open, it answers the same provider order and takes nothing more; after the hold ran
   * out, it starts over (the stock is taken again, if it is still there).
   */
  async pay(userId: string, token: string, body: QuotePayBody): Promise<PlaceOrderResponse> {
    const { db, shopId } = this.checkout.deps;
    const now = this.checkout.now();
    const found = await this.own(userId, token);
    refuseSettled(found);
    if (isHolding(found) && !holdExpired(found, now))
      return this.checkout.answerFor(found, await this.providerPayment(found));
    await this.checkout.releaseExpiredHolds(now);

    const billing = await repo.findAddress(db, shopId, userId, body.billing_address);
    if (!billing) throw notFoundOn('billing_address', ORDER_MSG.addressNotFound);
    const shipping = await repo.findAddress(db, shopId, userId, body.shipping_address);
    if (!shipping) throw notFoundOn('shipping_address', ORDER_MSG.addressNotFound);
    const { pincodes } = await this.checkout.settings.get();
    if (!isPincodeServed(shipping.pincode, pincodes)) {
      throw AppError.badRequest(ORDER_MSG.deliveryNotAvailableHere, {
        shipping_address: ORDER_MSG.deliveryNotAvailableHere,
      });
    }

    const order = await stockTransaction(db, async (tx) => {
      const locked = await orderStore.lockOrder(tx, shopId, found.id);
      // priced again meanwhile: this link is no longer the quotation's
      if (!locked || locked.quotePayToken !== token) throw AppError.notFound(QUOTE_MSG.notFound);
      refuseSettled(locked);
      if (isHolding(locked) && !holdExpired(locked, now)) return locked; // a twin request started it
      await orderStore.lockCustomer(tx, shopId, userId);
      if ((await orderStore.countHoldingOrders(tx, shopId, userId, now)) >= MAX_UNPAID_ORDERS) {
        throw AppError.conflict(ORDER_MSG.tooManyUnpaidOrders);
      }
      const shortage = await retakeStock(tx, shopId, await orderStore.listOrderLines(tx, locked.id));
      if (shortage) throw AppError.conflict(shortage);
      const started = {
        status: 'Pending',
        paymentMode: 'Pay now',
        advancePaise: 0,
        remainingAmountPaise: 0,
        payableOnlinePaise: totalPaise(locked),
        billingAddress: addressSnapshot(billing),
        shippingAddress: addressSnapshot(shipping),
        stockReleased: false,
        // The order is placed now: its date, and the payment hold every online order has,
        // count from this moment, not from when the quotation was asked for.
        createdAt: now,
      } satisfies Partial<OrderRow>;
      await orderStore.updateOrder(tx, locked.id, started);
      await recordOrderEvent(tx, {
        shopId,
        orderId: locked.id,
        actor: 'customer',
        kind: 'payment',
        fromStatus: locked.status,
        toStatus: 'Pending',
        note: 'Paying the priced quotation',
        data: { requestedAt: found.createdAt.toISOString() },
      });
      return { ...locked, ...started };
    });
    return this.checkout.answerFor(order, await this.providerPayment(order));
  }

  /**
   * The open payment of the order, or a new provider order and payment row for it. Made
   * outside the stock transaction, as checkout does, so a slow gateway locks no stock rows.
   */
  private async providerPayment(order: OrderRow): Promise<PaymentRow> {
    const { db, shopId, gateway, log } = this.checkout.deps;
    const open = await latestPayment(db, order.id);
    if (open?.status === 'created') return open;
    let providerOrder: ProviderOrder;
    try {
      providerOrder = await askProviderOrder(gateway, shopId, order);
    } catch (error) {
      await this.withdraw(order.id);
      throw providerFailure(log, error);
    }
    const payment = await db.transaction(async (tx) => {
      const locked = await orderStore.lockOrder(tx, shopId, order.id);
      if (!locked || !isHolding(locked)) return null;
      const latest = await latestPayment(tx, order.id);
      // of two requests at once, the first payment row wins and both answer it
      if (latest?.status === 'created') return latest;
      return insertPayment(tx, createdPaymentRow(shopId, order.id, gateway.provider, providerOrder));
    });
    if (!payment) throw AppError.conflict(ORDER_MSG.paymentExpired);
    return payment;
  }

  /** The provider failed: the stock goes back and the quotation waits to be paid again. */
  private async withdraw(orderId: string): Promise<void> {
    const { db, shopId } = this.checkout.deps;
    await stockTransaction(db, async (tx) => {
      const order = await orderStore.lockOrder(tx, shopId, orderId);
      if (!order || !isHolding(order)) return;
      if ((await latestPayment(tx, orderId))?.status === 'created') return;
      await giveBackStock(tx, shopId, await orderStore.listOrderLines(tx, orderId));
      await orderStore.updateOrder(tx, orderId, { status: 'Quote', paymentMode: 'NA', stockReleased: true });
    });
  }
}

function refuseSettled(order: OrderRow) {
  if (order.quoteState === 'closed') throw AppError.conflict(QUOTE_MSG.closed);
  if (isPaid(order)) throw AppError.conflict(QUOTE_MSG.alreadyPaid);
}
