import {
  AUTH_MSG,
  isPincodeServed,
  MAX_UNPAID_ORDERS,
  normaliseMobile,
  ORDER_MSG,
  type OrderAmounts,
  type OrderSummaryBody,
  orderQuantityProblem,
  type PaymentMode,
  type PlaceOrderResponse,
  PRODUCT_TYPE,
} from '@storefront/shared';
import { writeTogether } from '../../db/write-together';
import { AppError } from '../../lib/app-error';
import { type CartLine, emptyCart, readCart } from '../cart';
import { couponLimitRefusal } from '../coupons';
import { giveBackStock, StockShortage, stockTransaction, takeStock } from '../inventory';
import { queueOrderPlaced } from '../notifications';
import { type OrderRow, orderEventInsert, orderStore } from '../orders';
import {
  holdExpired,
  insertPayment,
  latestPayment,
  type PaymentRow,
  type ProviderOrder,
  releaseExpiredHolds,
  type SettlementDeps,
} from '../payments';
import {
  addressSnapshot,
  insertUnderReceipt,
  lineValues,
  notFoundOn,
  type OrderValues,
  placedOrderAnswer,
} from './order-values';
import { orderSummary, type Pricing, priceOrder, refuseChangedAmounts, refuseUnplaceable } from './pricing';
import { askProviderOrder, createdPaymentRow, providerFailure } from './provider-order';
import * as repo from './repository';
import { CheckoutSettingsCache } from './shop-settings';

/** The pre-placement sweep runs at most this often per process; a stock refusal sweeps at once. */
const SWEEP_BEFORE_PLACING_MS = 5_000;

/** Thrown inside the placing transaction to roll it back; handled right outside it. */
class SameKeyPlaced extends Error {
  constructor(readonly orderId: string) {
    super('an order with this idempotency key exists');
  }
}

export type PlaceBody = {
  payment_mode: PaymentMode;
  billing_address: string;
  shipping_address: string;
  coupon_code?: string | null;
  user_name?: string;
  idempotency_key: string;
  /** The amounts the checkout page showed, when it sent them (decision 0060). */
  expected_total?: number;
  expected_payable_now?: number;
};

/** Placing needs what settling a payment does: the database, the shop, the gateway, a log and a clock. */
export type CheckoutDeps = SettlementDeps;

/** Checkout's rules: the amounts, and placing an order with its stock held (decision 0015). */
export class Checkout {
  readonly #now: () => Date;
  #lastSweep = 0;
  /** The shop's buttons, advance, pincodes and delivery rules, kept until the console changes them. */
  readonly settings: CheckoutSettingsCache;

  constructor(readonly deps: CheckoutDeps) {
    this.#now = deps.now ?? (() => new Date());
    this.settings = new CheckoutSettingsCache(deps.db, deps.shopId);
  }

  now(): Date {
    return this.#now();
  }

  releaseExpiredHolds(now: Date = this.#now()): Promise<number> {
    return releaseExpiredHolds(this.deps.db, this.deps.shopId, now);
  }

  async summary(userId: string, body: OrderSummaryBody): Promise<OrderAmounts> {
    const settings = await this.settings.get();
    return orderSummary(this.deps.db, this.deps.shopId, userId, body, this.#now(), settings);
  }

  /**
   * POST /payment and /payment/paydelivery. `created` is false when the idempotency key
   * had already placed an order: the answer is that order's.
   */
  async place(
    userId: string,
    body: PlaceBody,
    route: 'online' | 'paydelivery',
  ): Promise<{ created: boolean; answer: PlaceOrderResponse }> {
    const { db, shopId } = this.deps;
    const now = this.#now();
    await this.sweepBeforePlacing(now);

    const earlier = await orderStore.findOrderByKey(db, shopId, userId, body.idempotency_key);
    if (earlier) return { created: false, answer: await this.placedAnswer(earlier, now) };

    const settings = await this.settings.get();
    const { buttons } = settings;
    if (buttons.paymanual) throw AppError.badRequest(ORDER_MSG.quotationsOnly);
    const offered = body.payment_mode === 'Pay now' ? buttons.paynow : buttons.payondelivery;
    if (!offered) {
      throw AppError.badRequest(ORDER_MSG.paymentModeNotOffered, {
        payment_mode: ORDER_MSG.paymentModeNotOffered,
      });
    }
    const buyer = await repo.findBuyer(db, shopId, userId, body.billing_address);
    if (!buyer) throw AppError.unauthorized();
    const { user, address: billing } = buyer;
    const mobile = normaliseMobile(user.mobile);
    if (mobile.length !== 10)
      throw AppError.badRequest(AUTH_MSG.invalidMobile, { mobile: AUTH_MSG.invalidMobile });
    if (!billing) throw notFoundOn('billing_address', ORDER_MSG.addressNotFound);
    // One address is usually both (the checkout page's defaults): read it once.
    const shipping =
      body.shipping_address === body.billing_address
        ? billing
        : await repo.findAddress(db, shopId, userId, body.shipping_address);
    if (!shipping) throw notFoundOn('shipping_address', ORDER_MSG.addressNotFound);
    if (!isPincodeServed(shipping.pincode, settings.pincodes)) {
      throw AppError.badRequest(ORDER_MSG.deliveryNotAvailableHere, {
        shipping_address: ORDER_MSG.deliveryNotAvailableHere,
      });
    }

    const lines = await this.orderableCart(userId);
    if (lines.length === 0 || lines.some((line) => !line.available)) {
      // A twin request may have placed the order (and emptied the cart) since the first look.
      const placed = await orderStore.findOrderByKey(db, shopId, userId, body.idempotency_key);
      if (placed) return { created: false, answer: await this.placedAnswer(placed, now) };
      throw AppError.badRequest(
        lines.length === 0 ? ORDER_MSG.cartEmptyForOrder : ORDER_MSG.cartHasUnavailable,
      );
    }
    const tooMany = orderQuantityProblem(lines);
    if (tooMany) throw AppError.badRequest(tooMany);
    const pricing = await priceOrder(db, shopId, {
      userId,
      lines,
      couponCode: body.coupon_code,
      shipping,
      mode: body.payment_mode,
      now: this.#now(),
      settings,
    });
    refuseUnplaceable(pricing, body.coupon_code);
    refuseChangedAmounts(pricing, body);
    if (route === 'paydelivery' && pricing.payableNowPaise > 0) {
      throw AppError.badRequest(ORDER_MSG.onlinePaymentRequired, {
        payment_mode: ORDER_MSG.onlinePaymentRequired,
      });
    }

    const values = {
      shopId,
      userId,
      userName: body.user_name?.trim() || user.fullName,
      paymentMode: body.payment_mode,
      amountBeforeDiscountPaise: pricing.saleTotalPaise,
      discountPaise: pricing.discountPaise,
      amountAfterDiscountPaise: pricing.afterDiscountPaise,
      couponCode: pricing.couponCode,
      deliveryChargePaise: pricing.deliveryPaise,
      advancePaise: pricing.advancePaise,
      remainingAmountPaise: pricing.remainingPaise,
      payableOnlinePaise: pricing.payableNowPaise,
      billingAddress: addressSnapshot(billing),
      shippingAddress: addressSnapshot(shipping),
      contactName: user.fullName,
      contactMobile: mobile,
      contactEmail: user.email,
      idempotencyKey: body.idempotency_key,
    };
    try {
      try {
        return await this.insertPlaced(values, lines, pricing, now);
      } catch (error) {
        // Stock held by orders whose time ran out is given back, then the order tried once more.
        if (error instanceof StockShortage && (await this.releaseExpiredHolds(now)) > 0) {
          return await this.insertPlaced(values, lines, pricing, now);
        }
        throw error;
      }
    } catch (error) {
      if (error instanceof StockShortage) throw AppError.conflict(error.refusal);
      throw error;
    }
  }

  /**
   * The order, its lines and its stock in one transaction (a shortage rolls it back and
   * throws StockShortage); then the provider order and the payment row (decision 0015).
   * The customer's row is locked first, so the limits counted over their orders (unpaid
   * orders, coupon uses) hold against their own requests racing each other.
   */
  private async insertPlaced(
    values: OrderValues,
    lines: CartLine[],
    pricing: Pricing,
    now: Date,
  ): Promise<{ created: boolean; answer: PlaceOrderResponse }> {
    const { db, shopId } = this.deps;
    const userId = values.userId as string;
    const key = values.idempotencyKey as string;
    const online = pricing.payableNowPaise > 0;
    const status = online
      ? 'Pending'
      : values.paymentMode === 'Pay on delivery'
        ? 'Pay on delivery'
        : 'Success';
    try {
      const order = await stockTransaction(db, async (tx) => {
        await orderStore.lockCustomer(tx, shopId, userId);
        const { sameKeyOrderId, holding } = await orderStore.findKeyAndCountHolding(
          tx,
          shopId,
          userId,
          key,
          now,
        );
        if (sameKeyOrderId) throw new SameKeyPlaced(sameKeyOrderId);
        if (online && holding >= MAX_UNPAID_ORDERS) throw AppError.conflict(ORDER_MSG.tooManyUnpaidOrders);
        const couponRefusal =
          pricing.couponCode &&
          (await couponLimitRefusal(tx, shopId, { code: pricing.couponCode, userId, now }));
        if (couponRefusal) throw AppError.conflict(couponRefusal, { coupon_code: couponRefusal });
        const inserted = await insertUnderReceipt(tx, { ...values, status }, now);
        if (inserted.existing) throw new SameKeyPlaced(inserted.order.id);
        await writeTogether(tx, [
          orderStore.orderLinesInsert(tx, lineValues(shopId, inserted.order.id, lines)),
          orderEventInsert(tx, {
            shopId,
            orderId: inserted.order.id,
            actor: 'customer',
            kind: 'placed',
            toStatus: status,
            data: { paymentMode: values.paymentMode },
          }),
        ]);
        // The stock rows last: every buyer of a product queues on its row from this update to
        // the commit, so nothing that could come before it is done while holding it.
        await takeStock(
          tx,
          shopId,
          lines.map((line) => ({
            productId: line.product_id,
            sku: line.product_sku,
            quantity: line.quantity,
            variable: line.product_type === PRODUCT_TYPE.variable,
            name: line.product_name,
          })),
          inserted.order.id,
        );
        if (!online) await emptyCart(tx, shopId, userId);
        if (!online) await queueOrderPlaced(tx, shopId, inserted.order.id);
        return inserted.order;
      });
      if (!online) return { created: true, answer: this.answerFor(order, null) };
      return { created: true, answer: this.answerFor(order, await this.finishPlacing(order)) };
    } catch (error) {
      if (error instanceof SameKeyPlaced) {
        const order = await orderStore.findOrderByKey(db, shopId, userId, key);
        if (order) return { created: false, answer: await this.placedAnswer(order, now) };
      }
      throw error;
    }
  }

  /**
   * The provider order and the payment row of a placed online order. Made after the placing
   * transaction has committed, so a slow gateway never keeps stock rows locked for other
   * buyers. A retry of a placing that stopped between the two (a crash, a lost connection)
   * comes here too and finishes it. Of two requests finishing one order at once, the first
   * payment row wins and both answer it; the other provider order is never shown, so never
   * paid. If the provider fails, the order is taken back as if never placed and the same
   * key may try again.
   */
  private async finishPlacing(order: OrderRow): Promise<PaymentRow> {
    const { db, shopId, gateway, log } = this.deps;
    let providerOrder: ProviderOrder;
    try {
      providerOrder = await askProviderOrder(gateway, shopId, order);
    } catch (error) {
      const finished = await this.withdrawOrder(order.id);
      if (finished) return finished;
      throw providerFailure(log, error);
    }
    const payment = await db.transaction(async (tx) => {
      const locked = await orderStore.lockOrder(tx, shopId, order.id);
      if (!locked) return null;
      const existing = await latestPayment(tx, order.id);
      if (existing) return existing;
      if (locked.status !== 'Pending' || locked.stockReleased) return null;
      return insertPayment(tx, createdPaymentRow(shopId, order.id, gateway.provider, providerOrder));
    });
    // Withdrawn meanwhile by a twin whose provider call failed, or its hold ran out.
    if (!payment) throw AppError.conflict(ORDER_MSG.paymentExpired);
    return payment;
  }

  /**
   * Gives back the stock of an order whose provider order could not be made, and deletes
   * it. When a twin request has meanwhile given it a payment, the order stays and that
   * payment is returned.
   */
  private async withdrawOrder(orderId: string): Promise<PaymentRow | undefined> {
    const { db, shopId } = this.deps;
    return stockTransaction(db, async (tx) => {
      const order = await orderStore.lockOrder(tx, shopId, orderId);
      if (order?.status !== 'Pending' || order.stockReleased) return undefined;
      const payment = await latestPayment(tx, orderId);
      if (payment) return payment;
      await giveBackStock(tx, shopId, await orderStore.listOrderLines(tx, orderId));
      await orderStore.deleteOrder(tx, orderId);
      return undefined;
    });
  }

  answerFor(order: OrderRow, payment: PaymentRow | null | undefined): PlaceOrderResponse {
    return placedOrderAnswer(order, payment, this.deps.gateway.keyId);
  }

  /**
   * The answer of an order this key placed before. A failed or expired one is not paid
   * again. One without its payment row (the placing stopped after its commit, or a twin
   * request is still at the provider) is finished here, so a retry never waits for the sweep.
   */
  private async placedAnswer(order: OrderRow, now: Date): Promise<PlaceOrderResponse> {
    if (order.status === 'Failed') throw AppError.conflict(ORDER_MSG.paymentExpired);
    if (order.status !== 'Pending') return this.answerFor(order, null);
    if (holdExpired(order, now)) {
      await this.releaseExpiredHolds(now);
      throw AppError.conflict(ORDER_MSG.paymentExpired);
    }
    const payment = (await latestPayment(this.deps.db, order.id)) ?? (await this.finishPlacing(order));
    return this.answerFor(order, payment);
  }

  /**
   * The server cart, with lines short of stock counted as orderable: the stock is decided
   * by the conditional updates of the placing transaction (after a sweep of expired holds),
   * which answer 409 with what is left. Deleted, inactive and vanished lines stay refused.
   */
  async orderableCart(userId: string): Promise<CartLine[]> {
    const lines = await readCart(this.deps.db, this.deps.shopId, userId);
    return lines.map((line) =>
      line.unavailable_reason === 'out_of_stock' || line.unavailable_reason === 'not_enough_stock'
        ? { ...line, available: true }
        : line,
    );
  }

  private async sweepBeforePlacing(now: Date): Promise<void> {
    if (now.getTime() - this.#lastSweep < SWEEP_BEFORE_PLACING_MS) return;
    this.#lastSweep = now.getTime();
    await this.releaseExpiredHolds(now);
  }
}
