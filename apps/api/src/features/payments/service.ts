import { createHash, randomInt } from 'node:crypto';
import {
  AUTH_MSG,
  advanceSplit,
  cartTotals,
  type DeliveryQuote,
  deliveryDistanceKm,
  deliveryQuote,
  ERROR_CODES,
  greatCircleKm,
  isPincodeServed,
  MAX_UNPAID_ORDERS,
  MSG,
  normaliseMobile,
  ORDER_MSG,
  type OrderAmounts,
  type OrderSummaryBody,
  orderQuantityProblem,
  PAYMENT_HOLD_MINUTES,
  type PaymentMode,
  type PaymentProvider,
  type PlaceOrderResponse,
  paiseToRupees,
  type quoteBodySchema,
  rupeesToPaise,
  type ServerCartLine,
  type SimulatorPayResponse,
  type VerifyPaymentBody,
} from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { AddressSnapshot, addresses, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { coordinatesOf } from '../../lib/geocoder';
import { pincodeIn } from '../../lib/pincode-centroids';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import { readCart } from '../cart';
import { evaluateCoupon, withinCustomerLimit } from '../coupons';
import {
  listActiveDeliveryPriceBands,
  listActiveFreeDeliveryBands,
  listActivePincodes,
} from '../shop/repository';
import { advancePercentage, officeAddress, payButton } from '../shop/service';
import { GatewayError, type PaymentGateway, SimulatorGateway } from './gateway';
import type { PaymentLimits } from './options';
import * as repo from './repository';

export const HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;
/** The pre-placement sweep runs at most this often per process; a stock refusal sweeps at once. */
const SWEEP_BEFORE_PLACING_MS = 5_000;
const VARIABLE = 'Variable Product';
/** Error code of a provider that failed us (answered 502). */
export const PAYMENT_PROVIDER_ERROR_CODE = 'BAD_GATEWAY';

type AddressRow = typeof addresses.$inferSelect;
type OrderValues = Omit<typeof orders.$inferInsert, 'receiptId' | 'status'>;
type QuoteBody = z.output<typeof quoteBodySchema>;

/** Every amount of an order in paise, computed here from the database only. */
export type Pricing = {
  saleTotalPaise: number;
  discountPaise: number;
  afterDiscountPaise: number;
  deliveryPaise: number;
  advancePaise: number;
  remainingPaise: number;
  payableNowPaise: number;
  totalPaise: number;
  percentage: number;
  couponCode: string | null;
  couponMessage: string | null;
  deliverable: boolean;
  /** False when the address could not be placed: delivery is then the highest band's price. */
  deliveryDistanceKnown: boolean;
};

export function toOrderAmounts(pricing: Pricing): OrderAmounts {
  return {
    amountbeforediscount: paiseToRupees(pricing.saleTotalPaise),
    discountprice: paiseToRupees(pricing.discountPaise),
    amountafterdiscount: paiseToRupees(pricing.afterDiscountPaise),
    deliveryCharge: paiseToRupees(pricing.deliveryPaise),
    payable_now: paiseToRupees(pricing.payableNowPaise),
    advance_amount: paiseToRupees(pricing.advancePaise),
    remaining_amount: paiseToRupees(pricing.remainingPaise),
    totalAmountbeforePay: paiseToRupees(pricing.totalPaise),
    delivery_percentage: pricing.percentage,
    couponapplied: pricing.couponCode !== null,
    coupon_code: pricing.couponCode,
    coupon_message: pricing.couponMessage,
    deliverable: pricing.deliverable,
    delivery_distance_unknown: !pricing.deliveryDistanceKnown,
  };
}

/**
 * How an order's amounts split by payment mode (account spec 9). Pay now takes the total
 * and delivery online. Pay on delivery takes the advance plus delivery online and leaves
 * the rest; when there is no advance nothing is taken online, so delivery is collected
 * on delivery with the rest.
 */
export function splitByMode(
  mode: PaymentMode,
  afterDiscountPaise: number,
  deliveryPaise: number,
  percentage: number,
) {
  if (mode === 'Pay now') {
    return { advancePaise: 0, remainingPaise: 0, payableNowPaise: afterDiscountPaise + deliveryPaise };
  }
  const { advancePaise, remainingPaise } = advanceSplit(afterDiscountPaise, percentage);
  if (advancePaise === 0) {
    return { advancePaise: 0, remainingPaise: afterDiscountPaise + deliveryPaise, payableNowPaise: 0 };
  }
  return { advancePaise, remainingPaise, payableNowPaise: advancePaise + deliveryPaise };
}

/** 'NA' + yymmdd (India date) + '-' + five random digits, e.g. NA261122-04817. */
export function newReceiptId(now: Date): string {
  const india = new Date(now.getTime() + 5.5 * 60 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${two(india.getUTCFullYear() % 100)}${two(india.getUTCMonth() + 1)}${two(india.getUTCDate())}`;
  return `NA${day}-${String(randomInt(100_000)).padStart(5, '0')}`;
}

export const holdExpired = (order: { createdAt: Date }, now: Date) =>
  order.createdAt.getTime() + HOLD_MS <= now.getTime();

const snapshot = (row: AddressRow): AddressSnapshot => ({
  id: row.id,
  location_user: row.locationUser,
  new_address: row.newAddress,
  city: row.city,
  area: row.area,
  pincode: row.pincode,
  latitude: row.latitude,
  longitude: row.longitude,
});

const notFoundOn = (field: string, message: string) =>
  new AppError(404, ERROR_CODES.notFound, message, { [field]: message });

const providerFailed = () =>
  new AppError(502, PAYMENT_PROVIDER_ERROR_CODE, ORDER_MSG.failedToCreateRazorpayOrder);

/** Thrown inside the placing transaction to roll it back; handled right outside it. */
class SameKeyPlaced extends Error {
  constructor(readonly orderId: string) {
    super('an order with this idempotency key exists');
  }
}
class StockShortage extends Error {
  constructor(
    readonly productName: string,
    readonly left: number,
  ) {
    super('not enough stock');
  }
}

type StockLine = repo.StockLine & { name: string };

function stockLinesOf(lines: ServerCartLine[]): StockLine[] {
  return lines
    .map((line) => ({
      productId: line.product_id,
      sku: line.product_sku,
      quantity: line.quantity,
      variable: line.product_type === VARIABLE,
      name: line.product_name,
    }))
    .sort(repo.stockRowOrder);
}

/** The order's lines as they are now: names, images, prices and attributes are kept as ordered. */
function lineValues(shopId: string, orderId: string, lines: ServerCartLine[]) {
  return lines.map((line) => ({
    shopId,
    orderId,
    productId: line.product_id,
    productSku: line.product_sku,
    productName: line.product_name,
    productImage: line.product_image,
    productPricePaise: rupeesToPaise(line.product_price),
    productSalePricePaise: line.product_saleprice == null ? null : rupeesToPaise(line.product_saleprice),
    quantity: line.quantity,
    variationAttributes: line.variation_attributes,
    deliveryDays: line.delivery_days,
  }));
}

/**
 * Inserts the order under a fresh receipt id, drawing again when one is taken; when the
 * customer's idempotency key already placed an order, that order is returned instead.
 */
async function insertUnderReceipt(
  tx: Tx,
  values: OrderValues & { status: string },
  now: Date,
): Promise<{ order: repo.OrderRow; existing: false } | { order: repo.OrderRow; existing: true }> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const order = await repo.insertOrder(tx, { ...values, receiptId: newReceiptId(now) });
    if (order) return { order, existing: false };
    const same = await repo.findOrderByKey(
      tx,
      values.shopId,
      values.userId as string,
      values.idempotencyKey as string,
    );
    if (same) return { order: same, existing: true };
  }
  throw new Error('no free receipt id after 8 draws');
}

/** Gives an order's stock back and closes its waiting payments; the caller holds the order lock. */
async function failOrder(
  tx: repo.StockTx,
  shopId: string,
  order: repo.OrderRow,
  paymentStatus: 'failed' | 'expired',
) {
  await repo.giveBackStock(tx, shopId, await repo.listOrderLines(tx, order.id));
  await repo.updateOrder(tx, order.id, { status: 'Failed', stockReleased: true });
  await repo.closeOpenPayments(tx, order.id, paymentStatus);
}

/**
 * Unpaid online orders whose hold (PAYMENT_HOLD_MINUTES) has run out at `now` become
 * Failed and give their stock back, each once (the order row is locked and re-checked, so
 * a payment completing at the same moment and a sweep in another process are safe).
 * Returns how many orders were released.
 */
export async function releaseExpiredHolds(db: Db, shopId: string, now: Date = new Date()): Promise<number> {
  const candidates = await repo.listExpiredHolds(db, shopId, new Date(now.getTime() - HOLD_MS));
  let released = 0;
  for (const { id } of candidates) {
    const done = await repo.stockTransaction(db, async (tx) => {
      const order = await repo.lockOrder(tx, shopId, id);
      if (order?.status !== 'Pending' || order.stockReleased || !holdExpired(order, now)) return false;
      await failOrder(tx, shopId, order, 'expired');
      return true;
    });
    if (done) released += 1;
  }
  return released;
}

export type SettleOutcome =
  | { kind: 'not_found' }
  | { kind: 'completed' | 'already_paid' | 'expired' | 'failed' | 'ignored'; orderId: string }
  /** Paid but not placed (stock sold meanwhile, coupon used up meanwhile): kept for a refund. */
  | { kind: 'out_of_stock' | 'coupon_used'; orderId: string; message: string };

const webhookEventSchema = z.object({
  id: z.string().optional(),
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string().nullish() }) }).optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    })
    .optional(),
});

export type PaymentServiceDeps = {
  db: Db;
  shopId: string;
  gateway: PaymentGateway;
  limiter: RateLimiter;
  limits: PaymentLimits;
  log: FastifyBaseLogger;
  now?: () => Date;
};

/** Checkout's rules: amounts, placing with stock holds, payment, webhooks and quotations. */
export class PaymentService {
  readonly #now: () => Date;
  #lastSweep = 0;

  constructor(private readonly deps: PaymentServiceDeps) {
    this.#now = deps.now ?? (() => new Date());
  }

  get gateway(): PaymentGateway {
    return this.deps.gateway;
  }

  releaseExpiredHolds(now: Date = this.#now()): Promise<number> {
    return releaseExpiredHolds(this.deps.db, this.deps.shopId, now);
  }

  // ---- amounts ----

  async summary(userId: string, body: OrderSummaryBody): Promise<OrderAmounts> {
    const { db, shopId } = this.deps;
    let shipping: AddressRow | null = null;
    if (body.shipping_address) {
      shipping = (await repo.findAddress(db, shopId, userId, body.shipping_address)) ?? null;
      if (!shipping) throw notFoundOn('shipping_address', ORDER_MSG.addressNotFound);
    }
    const lines = await readCart(db, shopId, userId);
    return toOrderAmounts(
      await this.price(userId, lines, body.coupon_code, shipping, body.payment_mode ?? 'Pay now'),
    );
  }

  /** The amounts of `lines` (the orderable ones count) with the coupon checked again. */
  async price(
    userId: string,
    lines: ServerCartLine[],
    couponCode: string | null | undefined,
    shipping: AddressRow | null,
    mode: PaymentMode,
  ): Promise<Pricing> {
    const { db, shopId } = this.deps;
    const saleTotalPaise = cartTotals(lines).totalPaise;
    let discountPaise = 0;
    let appliedCode: string | null = null;
    let couponMessage: string | null = null;
    const code = couponCode?.trim();
    if (code) {
      const verdict = await evaluateCoupon(db, shopId, {
        code,
        userId,
        totalPaise: saleTotalPaise,
        now: this.#now(),
      });
      if (verdict.ok) {
        discountPaise = verdict.discountPaise;
        appliedCode = verdict.coupon.code;
      } else {
        couponMessage = verdict.message;
      }
    }
    const afterDiscountPaise = saleTotalPaise - discountPaise;
    const delivery =
      saleTotalPaise > 0
        ? await this.deliveryCharge(shipping, afterDiscountPaise)
        : { paise: 0, distanceKnown: true };
    const deliveryPaise = delivery.paise;
    const { delivery_percentage: percentage } = await advancePercentage(db, shopId);
    const pincodes = (await listActivePincodes(db, shopId)).map((row) => row.pincode);
    return {
      saleTotalPaise,
      discountPaise,
      afterDiscountPaise,
      deliveryPaise,
      ...splitByMode(mode, afterDiscountPaise, deliveryPaise, percentage),
      totalPaise: afterDiscountPaise + deliveryPaise,
      percentage,
      couponCode: appliedCode,
      couponMessage,
      deliverable: shipping ? isPincodeServed(shipping.pincode, pincodes) : true,
      deliveryDistanceKnown: delivery.distanceKnown,
    };
  }

  /**
   * Spec 9: the great-circle distance from the shop office to the shipping address, then
   * the bands. The free-delivery threshold is compared with the total after the coupon, so
   * a coupon cannot both cut the price and keep delivery free below the threshold.
   * An address (or office) without coordinates is placed by its pincode; one that still
   * cannot be placed is an unknown distance, which the shop's rule prices (never free).
   */
  private async deliveryCharge(shipping: AddressRow | null, cartTotalPaise: number): Promise<DeliveryQuote> {
    const { db, shopId } = this.deps;
    if (!shipping) return { paise: 0, distanceKnown: true };
    const office = await officeAddress(db, shopId);
    const [to, from, priceBands, freeBands] = await Promise.all([
      coordinatesOf(shipping),
      coordinatesOf({ ...office, pincode: pincodeIn(office.google_address) }),
      listActiveDeliveryPriceBands(db, shopId),
      listActiveFreeDeliveryBands(db, shopId),
    ]);
    const km =
      to && from
        ? greatCircleKm({ lat: from.latitude, lng: from.longitude }, { lat: to.latitude, lng: to.longitude })
        : null;
    return deliveryQuote({
      distanceKm: km === null ? null : deliveryDistanceKm(km),
      cartTotalPaise,
      priceBands: priceBands.map((band) => ({
        min_kilometer: band.minKilometer,
        max_kilometer: band.maxKilometer,
        delivery_price_paise: band.deliveryPricePaise,
        active: true,
      })),
      freeBands: freeBands.map((band) => ({
        min_kilometer: band.minKilometer,
        max_kilometer: band.maxKilometer,
        free_from_paise: band.freeDeliveryPricePaise,
      })),
    });
  }

  // ---- placing ----

  /**
   * POST /payment and /payment/paydelivery. `created` is false when the idempotency key
   * had already placed an order: the answer is that order's.
   */
  async place(
    userId: string,
    body: {
      payment_mode: PaymentMode;
      billing_address: string;
      shipping_address: string;
      coupon_code?: string | null;
      user_name?: string;
      idempotency_key: string;
    },
    route: 'online' | 'paydelivery',
  ): Promise<{ created: boolean; answer: PlaceOrderResponse }> {
    const { db, shopId } = this.deps;
    await this.limit(`payment-place:${userId}`, this.deps.limits.placePerUser);
    const now = this.#now();
    await this.sweepBeforePlacing(now);

    const earlier = await repo.findOrderByKey(db, shopId, userId, body.idempotency_key);
    if (earlier) return { created: false, answer: await this.placedAnswer(earlier, now) };

    const buttons = await payButton(db, shopId);
    if (buttons.paymanual) throw AppError.badRequest(ORDER_MSG.quotationsOnly);
    const offered = body.payment_mode === 'Pay now' ? buttons.paynow : buttons.payondelivery;
    if (!offered) {
      throw AppError.badRequest(ORDER_MSG.paymentModeNotOffered, {
        payment_mode: ORDER_MSG.paymentModeNotOffered,
      });
    }
    const user = await repo.findUser(db, shopId, userId);
    if (!user) throw AppError.unauthorized();
    const mobile = normaliseMobile(user.mobile);
    if (mobile.length !== 10)
      throw AppError.badRequest(AUTH_MSG.invalidMobile, { mobile: AUTH_MSG.invalidMobile });
    const billing = await repo.findAddress(db, shopId, userId, body.billing_address);
    if (!billing) throw notFoundOn('billing_address', ORDER_MSG.addressNotFound);
    const shipping = await repo.findAddress(db, shopId, userId, body.shipping_address);
    if (!shipping) throw notFoundOn('shipping_address', ORDER_MSG.addressNotFound);
    const pincodes = (await listActivePincodes(db, shopId)).map((row) => row.pincode);
    if (!isPincodeServed(shipping.pincode, pincodes)) {
      throw AppError.badRequest(ORDER_MSG.deliveryNotAvailableHere, {
        shipping_address: ORDER_MSG.deliveryNotAvailableHere,
      });
    }

    const lines = await this.orderableCart(userId);
    if (lines.length === 0 || lines.some((line) => !line.available)) {
      // A twin request may have placed the order (and emptied the cart) since the first look.
      const placed = await repo.findOrderByKey(db, shopId, userId, body.idempotency_key);
      if (placed) return { created: false, answer: await this.placedAnswer(placed, now) };
      throw AppError.badRequest(
        lines.length === 0 ? ORDER_MSG.cartEmptyForOrder : ORDER_MSG.cartHasUnavailable,
      );
    }
    const tooMany = orderQuantityProblem(lines);
    if (tooMany) throw AppError.badRequest(tooMany);
    const pricing = await this.price(userId, lines, body.coupon_code, shipping, body.payment_mode);
    // The shopper asked for this coupon: placing at a price they were not shown is worse than
    // saying why it no longer applies.
    if (body.coupon_code?.trim() && pricing.couponMessage) {
      throw AppError.conflict(pricing.couponMessage, { coupon_code: pricing.couponMessage });
    }
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
      billingAddress: snapshot(billing),
      shippingAddress: snapshot(shipping),
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
      if (error instanceof StockShortage) {
        throw AppError.conflict(ORDER_MSG.notEnoughStock(error.productName, error.left));
      }
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
    lines: ServerCartLine[],
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
      const order = await repo.stockTransaction(db, async (tx) => {
        await repo.lockCustomer(tx, shopId, userId);
        const same = await repo.findOrderByKey(tx, shopId, userId, key);
        if (same) throw new SameKeyPlaced(same.id);
        if (online && (await repo.countHoldingOrders(tx, shopId, userId, now)) >= MAX_UNPAID_ORDERS) {
          throw AppError.conflict(ORDER_MSG.tooManyUnpaidOrders);
        }
        if (
          pricing.couponCode &&
          !(await withinCustomerLimit(tx, shopId, { code: pricing.couponCode, userId, now }))
        ) {
          throw AppError.conflict(MSG.couponUsedUp, { coupon_code: MSG.couponUsedUp });
        }
        const inserted = await insertUnderReceipt(tx, { ...values, status }, now);
        if (inserted.existing) throw new SameKeyPlaced(inserted.order.id);
        await repo.insertOrderLines(tx, lineValues(shopId, inserted.order.id, lines));
        for (const line of stockLinesOf(lines)) {
          if (!(await repo.takeStock(tx, shopId, line))) {
            throw new StockShortage(line.name, await repo.currentStock(tx, shopId, line));
          }
        }
        if (!online) await repo.emptyCart(tx, shopId, userId);
        return inserted.order;
      });
      if (!online) return { created: true, answer: this.answerFor(order, null) };
      return { created: true, answer: this.answerFor(order, await this.finishPlacing(order)) };
    } catch (error) {
      if (error instanceof SameKeyPlaced) {
        const order = await repo.findOrderByKey(db, shopId, userId, key);
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
  private async finishPlacing(order: repo.OrderRow): Promise<repo.PaymentRow> {
    const { db, shopId, gateway, log } = this.deps;
    let providerOrder: Awaited<ReturnType<PaymentGateway['createOrder']>>;
    try {
      providerOrder = await gateway.createOrder({
        amountPaise: order.payableOnlinePaise,
        currency: 'INR',
        receipt: order.receiptId,
        notes: { order_id: order.id, shop_id: shopId },
      });
    } catch (error) {
      const finished = await this.withdrawOrder(order.id);
      if (finished) return finished;
      if (error instanceof GatewayError) {
        log.error({ err: error, status: error.status }, 'payment provider refused to create an order');
        throw providerFailed();
      }
      throw error;
    }
    const payment = await db.transaction(async (tx) => {
      const locked = await repo.lockOrder(tx, shopId, order.id);
      if (!locked) return null;
      const existing = await repo.latestPayment(tx, order.id);
      if (existing) return existing;
      if (locked.status !== 'Pending' || locked.stockReleased) return null;
      return repo.insertPayment(tx, {
        shopId,
        orderId: order.id,
        provider: gateway.provider,
        providerOrderId: providerOrder.id,
        amountPaise: providerOrder.amount,
        currency: providerOrder.currency,
        status: 'created',
      });
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
  private async withdrawOrder(orderId: string): Promise<repo.PaymentRow | undefined> {
    const { db, shopId } = this.deps;
    return repo.stockTransaction(db, async (tx) => {
      const order = await repo.lockOrder(tx, shopId, orderId);
      if (order?.status !== 'Pending' || order.stockReleased) return undefined;
      const payment = await repo.latestPayment(tx, orderId);
      if (payment) return payment;
      await repo.giveBackStock(tx, shopId, await repo.listOrderLines(tx, orderId));
      await repo.deleteOrder(tx, orderId);
      return undefined;
    });
  }

  private answerFor(order: repo.OrderRow, payment: repo.PaymentRow | null | undefined): PlaceOrderResponse {
    const base = {
      success: true as const,
      msg: order.status === 'Quote' ? ORDER_MSG.requestSent : ORDER_MSG.orderPlaced,
      order_id: order.id,
      receipt_id: order.receiptId,
    };
    if (order.status !== 'Pending' || !payment) return base;
    return {
      ...base,
      razorpay_order: {
        id: payment.providerOrderId,
        amount: payment.amountPaise,
        currency: payment.currency,
      },
      provider: payment.provider as PaymentProvider,
      key_id: this.deps.gateway.keyId,
    };
  }

  /**
   * The answer of an order this key placed before. A failed or expired one is not paid
   * again. One without its payment row (the placing stopped after its commit, or a twin
   * request is still at the provider) is finished here, so a retry never waits for the sweep.
   */
  private async placedAnswer(order: repo.OrderRow, now: Date): Promise<PlaceOrderResponse> {
    if (order.status === 'Failed') throw AppError.conflict(ORDER_MSG.paymentExpired);
    if (order.status !== 'Pending') return this.answerFor(order, null);
    if (holdExpired(order, now)) {
      await this.releaseExpiredHolds(now);
      throw AppError.conflict(ORDER_MSG.paymentExpired);
    }
    const payment = (await repo.latestPayment(this.deps.db, order.id)) ?? (await this.finishPlacing(order));
    return this.answerFor(order, payment);
  }

  /**
   * The server cart, with lines short of stock counted as orderable: the stock is decided
   * by the conditional updates of the placing transaction (after a sweep of expired holds),
   * which answer 409 with what is left. Deleted, inactive and vanished lines stay refused.
   */
  private async orderableCart(userId: string): Promise<ServerCartLine[]> {
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

  // ---- quotations ----

  async quote(userId: string, body: QuoteBody) {
    const { db, shopId } = this.deps;
    await this.limit(`payment-place:${userId}`, this.deps.limits.placePerUser);
    const buttons = await payButton(db, shopId);
    if (!buttons.paymanual) throw AppError.badRequest(ORDER_MSG.quotationsNotOffered);
    const earlier = await repo.findOrderByKey(db, shopId, userId, body.idempotency_key);
    if (earlier) return { created: false, answer: this.quoteAnswer(earlier) };
    const user = await repo.findUser(db, shopId, userId);
    if (!user) throw AppError.unauthorized();
    const lines = await this.orderableCart(userId);
    if (lines.length === 0) throw AppError.badRequest(ORDER_MSG.cartEmptyForOrder);
    if (lines.some((line) => !line.available)) throw AppError.badRequest(ORDER_MSG.cartHasUnavailable);
    const pricing = await this.price(userId, lines, body.coupon_code, null, 'Pay now');
    const now = this.#now();
    const placed = await db.transaction(async (tx) => {
      const inserted = await insertUnderReceipt(
        tx,
        {
          shopId,
          userId,
          userName: body.user_name?.trim() || user.fullName,
          status: 'Quote',
          paymentMode: 'NA',
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
      if (!inserted.existing) await repo.insertOrderLines(tx, lineValues(shopId, inserted.order.id, lines));
      return inserted;
    });
    return { created: !placed.existing, answer: this.quoteAnswer(placed.order) };
  }

  private quoteAnswer(order: repo.OrderRow) {
    return {
      success: true as const,
      msg: ORDER_MSG.requestSent,
      order_id: order.id,
      receipt_id: order.receiptId,
    };
  }

  // ---- paying ----

  /** The customer's own payment of this provider order, or 404. */
  private async ownPayment(userId: string, providerOrderId: string) {
    const found = await repo.findPaymentByProviderOrder(
      this.deps.db,
      this.deps.shopId,
      this.deps.gateway.provider,
      providerOrderId,
    );
    if (!found || found.userId !== userId) throw AppError.notFound(ORDER_MSG.paymentNotFound);
    return found.payment;
  }

  async verify(userId: string, body: VerifyPaymentBody): Promise<{ orderId: string }> {
    const { db, gateway } = this.deps;
    await this.limit(`payment-verify:${userId}`, this.deps.limits.verifyPerUser);
    const payment = await this.ownPayment(userId, body.razorpay_order_id);
    const genuine = gateway.verifyPaymentSignature({
      // The id the server stored, never one the browser could swap.
      providerOrderId: payment.providerOrderId,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
    const now = this.#now();
    if (!genuine) {
      await repo.stockTransaction(db, (tx) => this.failPayment(tx, payment.id));
      throw AppError.badRequest(ORDER_MSG.paymentVerificationFailed);
    }
    const outcome = await repo.stockTransaction(db, (tx) =>
      this.completePayment(tx, payment.id, body.razorpay_payment_id, now),
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
    tx: repo.StockTx,
    paymentRowId: string,
    providerPaymentId: string,
    now: Date,
  ): Promise<SettleOutcome> {
    const { shopId, log } = this.deps;
    const first = await repo.findPayment(tx, paymentRowId);
    if (!first) return { kind: 'not_found' };
    const order = await repo.lockOrder(tx, shopId, first.orderId);
    const payment = await repo.findPayment(tx, paymentRowId);
    if (!order || !payment) return { kind: 'not_found' };
    if (payment.status === 'paid') return { kind: 'already_paid', orderId: order.id };

    const expired = holdExpired(order, now);
    const holding = order.status === 'Pending' && !order.stockReleased;
    // Razorpay lets the shopper try again in the popup after a failed attempt: the stock
    // given back then is taken again if it is still there.
    const retried = payment.status === 'failed' && order.status === 'Failed';
    if (!expired && (holding || retried) && !(await this.couponStillAllowed(tx, order, now))) {
      if (holding) await failOrder(tx, shopId, order, 'failed');
      await repo.updatePayment(tx, payment.id, { status: 'refund_due', providerPaymentId, paidAt: now });
      log.warn(
        { orderId: order.id, providerPaymentId },
        'payment received for a coupon used up on other orders: refund due',
      );
      return { kind: 'coupon_used', orderId: order.id, message: ORDER_MSG.couponUsedOnAnotherOrder };
    }
    if (holding && !expired) {
      await this.markPaid(tx, order, payment.id, providerPaymentId, now);
      return { kind: 'completed', orderId: order.id };
    }
    if (holding) await failOrder(tx, shopId, order, 'expired');
    if (retried && !expired) {
      const shortage = await this.retakeStock(tx, order.id);
      if (!shortage) {
        await this.markPaid(tx, order, payment.id, providerPaymentId, now);
        return { kind: 'completed', orderId: order.id };
      }
      await repo.updatePayment(tx, payment.id, { status: 'refund_due', providerPaymentId, paidAt: now });
      log.warn(
        { orderId: order.id, providerPaymentId },
        'payment received after its stock was sold: refund due',
      );
      return { kind: 'out_of_stock', orderId: order.id, message: shortage };
    }
    await repo.updatePayment(tx, payment.id, { status: 'refund_due', providerPaymentId, paidAt: now });
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
  private async couponStillAllowed(tx: Tx, order: repo.OrderRow, now: Date): Promise<boolean> {
    if (!order.couponCode || !order.userId) return true;
    await repo.lockCustomer(tx, this.deps.shopId, order.userId);
    return withinCustomerLimit(tx, this.deps.shopId, {
      code: order.couponCode,
      userId: order.userId,
      now,
      exceptOrderId: order.id,
    });
  }

  private async markPaid(
    tx: Tx,
    order: repo.OrderRow,
    paymentRowId: string,
    providerPaymentId: string,
    now: Date,
  ) {
    await repo.updatePayment(tx, paymentRowId, { status: 'paid', providerPaymentId, paidAt: now });
    await repo.updateOrder(tx, order.id, {
      status: order.paymentMode === 'Pay on delivery' ? 'Pay on delivery' : 'Success',
      stockReleased: false,
    });
    if (order.userId) await repo.emptyCart(tx, this.deps.shopId, order.userId);
  }

  /** Takes a failed order's stock again, all or nothing; the refusal's text, or null when taken. */
  private async retakeStock(tx: repo.StockTx, orderId: string): Promise<string | null> {
    const { shopId } = this.deps;
    const lines = await repo.listOrderLines(tx, orderId);
    try {
      await repo.stockSavepoint(tx, async (savepoint) => {
        const sorted = [...lines].sort((a, b) =>
          repo.stockRowOrder(
            { productId: a.productId, sku: a.productSku },
            { productId: b.productId, sku: b.productSku },
          ),
        );
        for (const line of sorted) {
          if (!line.productId) throw new StockShortage(line.productName, 0);
          const variable = Object.keys(line.variationAttributes).length > 0;
          const stockLine = {
            productId: line.productId,
            sku: line.productSku,
            quantity: line.quantity,
            variable,
          };
          if (!(await repo.takeStock(savepoint, shopId, stockLine))) {
            throw new StockShortage(line.productName, await repo.currentStock(savepoint, shopId, stockLine));
          }
        }
      });
      return null;
    } catch (error) {
      if (error instanceof StockShortage) return ORDER_MSG.notEnoughStock(error.productName, error.left);
      throw error;
    }
  }

  /** A failed payment: the waiting order becomes Failed and gives its stock back, once. */
  async failPayment(tx: repo.StockTx, paymentRowId: string): Promise<SettleOutcome> {
    const first = await repo.findPayment(tx, paymentRowId);
    if (!first) return { kind: 'not_found' };
    const order = await repo.lockOrder(tx, this.deps.shopId, first.orderId);
    const payment = await repo.findPayment(tx, paymentRowId);
    if (!order || !payment) return { kind: 'not_found' };
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
    const { db, gateway } = this.deps;
    if (!(gateway instanceof SimulatorGateway)) throw AppError.notFound();
    await this.limit(`payment-verify:${userId}`, this.deps.limits.verifyPerUser);
    const payment = await this.ownPayment(userId, body.razorpay_order_id);
    if (payment.status === 'paid') throw AppError.conflict(ORDER_MSG.paymentAlreadyCompleted);
    if (payment.status === 'expired' || payment.status === 'refund_due') {
      throw AppError.conflict(ORDER_MSG.paymentExpired);
    }
    if (body.outcome === 'failure') {
      await repo.stockTransaction(db, (tx) => this.failPayment(tx, payment.id));
      return { razorpay_order_id: payment.providerOrderId, razorpay_payment_id: gateway.failedPaymentId() };
    }
    const now = this.#now();
    const expired = await repo.stockTransaction(db, async (tx) => {
      const order = await repo.lockOrder(tx, this.deps.shopId, payment.orderId);
      if (!order || !holdExpired(order, now)) return false;
      if (order.status === 'Pending' && !order.stockReleased)
        await failOrder(tx, this.deps.shopId, order, 'expired');
      return true;
    });
    if (expired) throw AppError.conflict(ORDER_MSG.paymentExpired);
    const paid = gateway.pay(payment.providerOrderId);
    return {
      razorpay_order_id: payment.providerOrderId,
      razorpay_payment_id: paid.paymentId,
      razorpay_signature: paid.signature,
    };
  }

  // ---- webhooks ----

  /**
   * A provider event, signed over the raw body. Recorded by event id in the same
   * transaction as its effect, so a redelivery (or two at once) changes nothing.
   */
  async webhook(
    rawBody: string,
    signature: string | undefined,
    eventIdHeader: string | undefined,
  ): Promise<{ duplicate: boolean }> {
    const { db, shopId, gateway } = this.deps;
    if (!gateway.verifyWebhookSignature(rawBody, signature)) {
      throw AppError.badRequest(ORDER_MSG.invalidWebhookSignature);
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw AppError.badRequest(MSG.invalidInput);
    }
    const parsed = webhookEventSchema.safeParse(json);
    if (!parsed.success) throw AppError.badRequest(MSG.invalidInput);
    const event = parsed.data;
    const eventId = (
      eventIdHeader?.trim() ||
      event.id ||
      `sha256:${createHash('sha256').update(rawBody).digest('hex')}`
    ).slice(0, 200);
    const now = this.#now();
    const duplicate = await repo.stockTransaction(db, async (tx) => {
      const fresh = await repo.recordEvent(tx, {
        shopId,
        provider: gateway.provider,
        eventId,
        eventType: event.event.slice(0, 100),
      });
      if (!fresh) return true;
      const paymentEntity = event.payload?.payment?.entity;
      const providerOrderId = paymentEntity?.order_id ?? event.payload?.order?.entity.id;
      if (!providerOrderId) return false;
      const found = await repo.findPaymentByProviderOrder(tx, shopId, gateway.provider, providerOrderId);
      if (!found) return false;
      if ((event.event === 'payment.captured' || event.event === 'order.paid') && paymentEntity) {
        await this.completePayment(tx, found.payment.id, paymentEntity.id, now);
      } else if (event.event === 'payment.failed') {
        await this.failPayment(tx, found.payment.id);
      }
      return false;
    });
    return { duplicate };
  }

  // ---- limits ----

  private async limit(key: string, rule: RateLimitRule): Promise<void> {
    const result = await this.deps.limiter.hit(key, rule);
    if (!result.allowed) throw AppError.tooManyRequests();
  }
}
