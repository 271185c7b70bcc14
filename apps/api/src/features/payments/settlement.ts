import { ORDER_MSG, type SimulatorPayResponse, type VerifyPaymentBody } from '@storefront/shared';
import type { SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { writeTogether } from '../../db/write-together';
import { AppError } from '../../lib/app-error';
import { cartEmptying, cartLinesBought } from '../cart';
import { withinCouponLimits } from '../coupons';
import { retakeStock, type StockTx, stockTransaction } from '../inventory';
import { queueOrderPlaced } from '../notifications';
import { type NewOrderEvent, type OrderRow, orderEventInsert, orderStore } from '../orders';
import { type PaymentGateway, SimulatorGateway } from './gateway';
import { failOrder, holdExpired } from './holds';
import type { RefundDeps } from './refunds';
import * as repo from './repository';

export type SettleOutcome =
  | { kind: 'not_found' }
  | { kind: 'completed' | 'already_paid' | 'expired' | 'failed' | 'ignored'; orderId: string }
  /** Paid but not placed (stock sold meanwhile, coupon used up meanwhile): kept for a refund. */
  | { kind: 'out_of_stock' | 'coupon_used'; orderId: string; message: string };

/** A payment the provider took for an order, as settling records it. */
type Taken = { order: OrderRow; paymentRowId: string; providerPaymentId: string; now: Date };

/** What refunds need, and the clock (tests set it); checkout places orders with the same. */
export type SettlementDeps = RefundDeps & { now?: () => Date };

/**
 * Settling payments: the browser's verify, the simulator's popup and provider webhooks all
 * complete or fail an order here, under the order's row lock (decision 0015).
 */
export class Settlement {
  readonly #now: () => Date;

  constructor(private readonly deps: SettlementDeps) {
    this.#now = deps.now ?? (() => new Date());
  }

  get gateway(): PaymentGateway {
    return this.deps.gateway;
  }

  now(): Date {
    return this.#now();
  }

  /** The customer's own payment of this provider order, or 404. */
  private async ownPayment(userId: string, providerOrderId: string) {
    const found = await repo.findPaymentByProviderOrder(
      this.deps.db,
      this.deps.shopId,
      this.deps.gateway.provider,
      providerOrderId,
    );
    if (!found || found.userId !== userId) throw AppError.notFound(ORDER_MSG.paymentNotFound);
    return { ...found.payment, orderCreatedAt: found.orderCreatedAt };
  }

  async verify(userId: string, body: VerifyPaymentBody): Promise<{ orderId: string }> {
    const { db, gateway } = this.deps;
    const payment = await this.ownPayment(userId, body.razorpay_order_id);
    const genuine = gateway.verifyPaymentSignature({
      // The id the server stored, never one the browser could swap.
      providerOrderId: payment.providerOrderId,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
    const now = this.#now();
    if (!genuine) {
      await stockTransaction(db, (tx) => this.failPayment(tx, payment.id, payment.orderId));
      throw AppError.badRequest(ORDER_MSG.paymentVerificationFailed);
    }
    const outcome = await stockTransaction(db, (tx) =>
      this.completePayment(tx, payment.id, body.razorpay_payment_id, now, payment.orderId),
    );
    switch (outcome.kind) {
      case 'completed':
      case 'already_paid':
        return { orderId: outcome.orderId };
      case 'out_of_stock':
      case 'coupon_used':
        throw AppError.conflict(outcome.message);
      case 'not_found':
        throw AppError.notFound(ORDER_MSG.paymentNotFound);
      default:
        throw AppError.conflict(ORDER_MSG.paymentExpired);
    }
  }

  /**
   * A genuine payment of this provider order: the order becomes Success (Pay now) or Pay
   * on delivery (advance paid) and the customer's cart is emptied. Runs under the order's
   * row lock, so the browser's verify, a webhook and the sweep settle it once. A payment
   * after the hold ran out, or for an order whose coupon the customer has used up on other
   * orders meanwhile, is recorded as refund_due and the order stays (or becomes) Failed.
   */
  async completePayment(
    tx: StockTx,
    paymentRowId: string,
    providerPaymentId: string,
    now: Date,
    /** The payment's order, when the caller has just read it (a payment never changes order). */
    knownOrderId?: string,
  ): Promise<SettleOutcome> {
    const { shopId, log } = this.deps;
    const orderId = knownOrderId ?? (await repo.findPayment(tx, paymentRowId))?.orderId;
    if (!orderId) return { kind: 'not_found' };
    const locked = await repo.lockOrderAndPayment(tx, shopId, orderId, paymentRowId);
    if (!locked) return { kind: 'not_found' };
    const { order, payment } = locked;
    if (payment.status === 'paid') return { kind: 'already_paid', orderId: order.id };
    const taken: Taken = { order, paymentRowId: payment.id, providerPaymentId, now };

    const expired = holdExpired(order, now);
    const holding = order.status === 'Pending' && !order.stockReleased;
    // Razorpay lets the shopper try again in the popup after a failed attempt: the stock
    // given back then is taken again if it is still there.
    const retried = payment.status === 'failed' && order.status === 'Failed';
    if (!expired && (holding || retried) && !(await this.couponStillAllowed(tx, order, now))) {
      if (holding) await failOrder(tx, shopId, order, 'failed');
      await this.keepForRefund(tx, taken, 'coupon used up');
      log.warn(
        { orderId: order.id, providerPaymentId },
        'payment received for a coupon used up on other orders: refund due',
      );
      return { kind: 'coupon_used', orderId: order.id, message: ORDER_MSG.couponUsedOnAnotherOrder };
    }
    if (holding && !expired) {
      await this.markPaid(tx, taken);
      return { kind: 'completed', orderId: order.id };
    }
    if (holding) await failOrder(tx, shopId, order, 'expired');
    // a cancelled order is never revived by a late payment: the money waits for a refund
    if (retried && !expired && order.orderStatus !== 'Cancelled') {
      const shortage = await retakeStock(tx, shopId, await orderStore.listOrderLines(tx, order.id));
      if (!shortage) {
        await this.markPaid(tx, taken);
        return { kind: 'completed', orderId: order.id };
      }
      await this.keepForRefund(tx, taken, 'stock sold meanwhile');
      log.warn(
        { orderId: order.id, providerPaymentId },
        'payment received after its stock was sold: refund due',
      );
      return { kind: 'out_of_stock', orderId: order.id, message: shortage };
    }
    await this.keepForRefund(tx, taken, 'paid after the hold ran out');
    log.warn({ orderId: order.id, providerPaymentId }, 'payment received after the hold ran out: refund due');
    return { kind: 'expired', orderId: order.id };
  }

  /**
   * Whether the order's coupon is still within the customer's limit, counting their other
   * orders (placed, or unpaid and holding stock). The customer's row is locked first, so two
   * of their payments completing at once are counted one after the other. Only the limit is
   * checked again: the shopper was shown the price while the coupon was valid, and an order
   * still inside its hold keeps it (decision 0020).
   */
  private async couponStillAllowed(tx: Tx, order: OrderRow, now: Date): Promise<boolean> {
    if (!order.couponCode || !order.userId) return true;
    await orderStore.lockCustomer(tx, this.deps.shopId, order.userId);
    return withinCouponLimits(tx, this.deps.shopId, {
      code: order.couponCode,
      userId: order.userId,
      now,
      exceptOrderId: order.id,
    });
  }

  /** The payment's outcome and its entry on the order's timeline, unsent: for `writeTogether`. */
  private paymentWrites(
    tx: Tx,
    { order, paymentRowId, providerPaymentId, now }: Taken,
    payment: 'paid' | 'refund_due',
    entry: Pick<NewOrderEvent, 'note' | 'fromStatus' | 'toStatus'>,
  ): SQLWrapper[] {
    return [
      repo.paymentUpdate(tx, paymentRowId, { status: payment, providerPaymentId, paidAt: now }),
      orderEventInsert(tx, {
        shopId: this.deps.shopId,
        orderId: order.id,
        actor: 'system',
        kind: 'payment',
        ...entry,
        data: { payment, providerPaymentId },
      }),
    ];
  }

  /** Money taken that placed nothing: kept as refund_due for staff to refund or accept. */
  private async keepForRefund(tx: Tx, taken: Taken, why: string) {
    await writeTogether(tx, this.paymentWrites(tx, taken, 'refund_due', { note: why }));
  }

  /**
   * The payment, its timeline entry, the order's new status and the emptied cart go out as
   * one statement (decision 0057); the notice reads the order as they left it.
   */
  private async markPaid(tx: Tx, taken: Taken) {
    const { order } = taken;
    const { shopId } = this.deps;
    const status = order.paymentMode === 'Pay on delivery' ? 'Pay on delivery' : 'Success';
    await writeTogether(tx, [
      ...this.paymentWrites(tx, taken, 'paid', { fromStatus: order.status, toStatus: status }),
      orderStore.orderUpdate(tx, order.id, {
        status,
        stockReleased: false,
        // a priced quotation paid as an order (decision 0030)
        ...(order.quoteState === 'priced' ? { quoteState: 'ordered' } : {}),
      }),
      ...(order.userId ? [this.cartAfterPaying(tx, order, order.userId)] : []),
    ]);
    await queueOrderPlaced(tx, shopId, order.id);
  }

  /**
   * The cart once the order is paid: emptied, since the order was placed from all of it; a
   * priced quotation only takes out the lines it bought, as the customer may have filled the
   * cart again since asking for it.
   */
  private cartAfterPaying(tx: Tx, order: OrderRow, userId: string) {
    const { shopId } = this.deps;
    return order.quoteState === 'priced'
      ? cartLinesBought(tx, shopId, userId, orderStore.skusOfOrder(order.id))
      : cartEmptying(tx, shopId, userId);
  }

  /**
   * A failed payment: the waiting order becomes Failed and gives its stock back, once.
   * `knownOrderId`: the payment's order, when the caller has just read it.
   */
  async failPayment(tx: StockTx, paymentRowId: string, knownOrderId?: string): Promise<SettleOutcome> {
    const orderId = knownOrderId ?? (await repo.findPayment(tx, paymentRowId))?.orderId;
    if (!orderId) return { kind: 'not_found' };
    const locked = await repo.lockOrderAndPayment(tx, this.deps.shopId, orderId, paymentRowId);
    if (!locked) return { kind: 'not_found' };
    const { order, payment } = locked;
    if (payment.status === 'paid') return { kind: 'already_paid', orderId: order.id };
    if (payment.status !== 'created' || order.status !== 'Pending' || order.stockReleased) {
      return { kind: 'ignored', orderId: order.id };
    }
    await failOrder(tx, this.deps.shopId, order, 'failed');
    return { kind: 'failed', orderId: order.id };
  }

  /** The simulator's popup: Pay answers what Razorpay would hand the browser; Fail fails the order. */
  async simulatorPay(
    userId: string,
    body: { razorpay_order_id: string; outcome: 'success' | 'failure' },
  ): Promise<SimulatorPayResponse> {
    const { db, gateway, shopId } = this.deps;
    if (!(gateway instanceof SimulatorGateway)) throw AppError.notFound();
    const payment = await this.ownPayment(userId, body.razorpay_order_id);
    if (payment.status === 'paid') throw AppError.conflict(ORDER_MSG.paymentAlreadyCompleted);
    if (payment.status === 'expired' || payment.status === 'refund_due') {
      throw AppError.conflict(ORDER_MSG.paymentExpired);
    }
    if (body.outcome === 'failure') {
      await stockTransaction(db, (tx) => this.failPayment(tx, payment.id, payment.orderId));
      return { razorpay_order_id: payment.providerOrderId, razorpay_payment_id: gateway.failedPaymentId() };
    }
    const now = this.#now();
    // An order's creation time never changes, so only an order whose hold has run out needs
    // its row: it is failed (once, under the lock) and the popup refuses. One still inside its
    // hold is not locked here; verify settles it under the lock.
    if (holdExpired({ createdAt: payment.orderCreatedAt }, now)) {
      await stockTransaction(db, async (tx) => {
        const order = await orderStore.lockOrder(tx, shopId, payment.orderId);
        if (order?.status === 'Pending' && !order.stockReleased)
          await failOrder(tx, shopId, order, 'expired');
      });
      throw AppError.conflict(ORDER_MSG.paymentExpired);
    }
    const paid = gateway.pay(payment.providerOrderId);
    return {
      razorpay_order_id: payment.providerOrderId,
      razorpay_payment_id: paid.paymentId,
      razorpay_signature: paid.signature,
    };
  }
}
