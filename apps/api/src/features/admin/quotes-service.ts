import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AdminQuoteDetail,
  type AdminQuotePriceBody,
  type AdminQuoteSummary,
  type AdminQuotesFilter,
  type AdminQuotesResponse,
  addPaise,
  paise,
  paiseToRupees,
  QUOTE_ADMIN_MSG,
  QUOTE_PAY_TOKEN_BYTES,
  type QuoteState,
  rupeesToPaise,
  subtractPaise,
  timesPaise,
  ZERO_PAISE,
} from '@storefront/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { pageAnswer } from '../../db/paging';
import { AppError } from '../../lib/app-error';
import { queueOrderNotice } from '../notifications';
import { orderStore, recordOrderEvent } from '../orders';
import { type AuditActor, recordAudit } from './audit';
import { consoleAddress, orderHeading } from './order-view';
import * as repo from './quotes-repository';

export type QuoteDeps = { db: Db; config: Pick<Config, 'SHOP_ID' | 'PUBLIC_URL'> };

/** The customer's pay page: absolute when the shop's public address is configured. */
export function quotePayUrl(config: QuoteDeps['config'], token: string): string {
  const base = (config.PUBLIC_URL ?? '').replace(/\/+$/, '');
  return `${base}/quote/${encodeURIComponent(token)}`;
}

const totalPaise = (row: repo.QuoteRow) =>
  addPaise(paise(row.amountAfterDiscountPaise), paise(row.deliveryChargePaise));

function summary(row: repo.QuoteRow, itemCount: number): AdminQuoteSummary {
  return {
    ...orderHeading(row),
    state: (row.quoteState ?? 'requested') as QuoteState,
    paymentStatus: row.status,
    total: paiseToRupees(totalPaise(row)),
    itemCount,
    pricedAt: row.quotePricedAt?.toISOString() ?? null,
  };
}

const unitPaise = (line: repo.QuoteLineRow) => paise(line.productSalePricePaise ?? line.productPricePaise);

export async function listQuotes(
  db: Db,
  shopId: string,
  filter: AdminQuotesFilter,
): Promise<AdminQuotesResponse> {
  const { rows, total } = await repo.listQuotes(db, shopId, filter);
  return pageAnswer(
    rows.map((row) => summary(row.quote, row.itemCount)),
    total,
    filter,
  );
}

export async function quoteDetail({ db, config }: QuoteDeps, id: string): Promise<AdminQuoteDetail> {
  const row = await repo.findQuote(db, config.SHOP_ID, id);
  if (!row) throw AppError.notFound(QUOTE_ADMIN_MSG.notFound);
  const [lines, events] = await Promise.all([
    orderStore.listOrderLines(db, row.id),
    repo.eventsOf(db, row.id),
  ]);
  const requested = events.find(({ event }) => event.kind === 'quote' && event.data?.requestedCoupon);
  return {
    ...summary(
      row,
      lines.reduce((sum, line) => sum + line.quantity, 0),
    ),
    userId: row.userId,
    description: row.description,
    // pricing clears the coupon; what the customer asked for is kept in the first pricing's event
    requestedCoupon:
      row.couponCode ?? ((requested?.event.data?.requestedCoupon as string | undefined) || null),
    requestedDiscount: row.couponCode
      ? paiseToRupees(paise(row.discountPaise))
      : paiseToRupees(paise(Number(requested?.event.data?.requestedDiscountPaise ?? 0))),
    note: row.quoteNote,
    closeReason: row.quoteCloseReason,
    payUrl: row.quoteState === 'priced' && row.quotePayToken ? quotePayUrl(config, row.quotePayToken) : null,
    amounts: {
      goods: paiseToRupees(paise(row.amountBeforeDiscountPaise)),
      discount: paiseToRupees(paise(row.discountPaise)),
      delivery: paiseToRupees(paise(row.deliveryChargePaise)),
      total: paiseToRupees(totalPaise(row)),
    },
    billingAddress: consoleAddress(row.billingAddress),
    shippingAddress: consoleAddress(row.shippingAddress),
    lines: lines.map((line) => ({
      id: line.id,
      sku: line.productSku,
      name: line.productName,
      image: line.productImage,
      attributes: line.variationAttributes,
      mrp: paiseToRupees(paise(line.productPricePaise)),
      unitPrice: paiseToRupees(unitPaise(line)),
      quantity: line.quantity,
      lineTotal: paiseToRupees(timesPaise(unitPaise(line), line.quantity)),
    })),
    events: events.map(({ event, staffEmail }) => ({
      id: event.id,
      createdAt: event.createdAt.toISOString(),
      actor: event.actor,
      staffEmail: staffEmail ?? null,
      kind: event.kind,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
    })),
  };
}

/**
 * The moves the console may make on a quotation, refused (409) once it is closed, paid, or
 * while the customer's payment holds its stock (the amounts being paid must not change).
 */
function assertOpen(row: repo.QuoteRow) {
  if (row.quoteState === 'closed') throw AppError.conflict(QUOTE_ADMIN_MSG.alreadyClosed);
  if (row.quoteState === 'ordered' || row.status === 'Success' || row.status === 'Pay on delivery') {
    throw AppError.conflict(QUOTE_ADMIN_MSG.alreadyOrdered);
  }
  if (row.status === 'Pending' && !row.stockReleased) throw AppError.conflict(QUOTE_ADMIN_MSG.beingPaid);
}

function auditView(row: repo.QuoteRow, lines: repo.QuoteLineRow[]) {
  return {
    quoteState: row.quoteState,
    status: row.status,
    note: row.quoteNote,
    closeReason: row.quoteCloseReason,
    couponCode: row.couponCode,
    goodsPaise: row.amountAfterDiscountPaise,
    deliveryPaise: row.deliveryChargePaise,
    lines: lines.map((line) => ({ id: line.id, unitPaise: unitPaise(line), quantity: line.quantity })),
  };
}

/** Every line of the quotation exactly once, or a 400 on `lines`. */
function matchLines(lines: repo.QuoteLineRow[], body: AdminQuotePriceBody) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const seen = new Set(body.lines.map((line) => line.lineId));
  if (
    seen.size !== body.lines.length ||
    seen.size !== lines.length ||
    body.lines.some((l) => !byId.has(l.lineId))
  ) {
    throw AppError.badRequest(QUOTE_ADMIN_MSG.everyLine, { lines: QUOTE_ADMIN_MSG.everyLine });
  }
  return body.lines.map((priced) => ({ line: byId.get(priced.lineId)!, priced }));
}

async function locked(tx: Tx, shopId: string, id: string) {
  const row = await repo.findQuote(tx, shopId, id, true);
  if (!row) throw AppError.notFound(QUOTE_ADMIN_MSG.notFound);
  return row;
}

/**
 * The staff move on the quotation's timeline and in the audit log, in the move's transaction.
 * The audit keeps before and after of the lines too; never the pay link's secret.
 */
async function recordMove(
  tx: Tx,
  actor: AuditActor,
  move: {
    before: repo.QuoteRow;
    after: repo.QuoteRow;
    linesBefore: repo.QuoteLineRow[];
    linesAfter: repo.QuoteLineRow[];
    note: string;
    data?: Record<string, unknown>;
  },
) {
  const { before, after } = move;
  await recordOrderEvent(tx, {
    shopId: actor.shopId,
    orderId: after.id,
    staffId: actor.staffId,
    actor: 'staff',
    kind: 'quote',
    fromStatus: before.quoteState,
    toStatus: after.quoteState,
    note: move.note,
    data: move.data ?? null,
  });
  await recordAudit(tx, actor, {
    action: `quote.${after.quoteState}`,
    entity: 'order',
    entityId: after.id,
    before: auditView(before, move.linesBefore),
    after: auditView(after, move.linesAfter),
  });
}

/**
 * Sets the quotation's unit prices, quantities, discount, delivery and note, and sends the
 * customer a fresh pay link (an earlier link stops working). The discount is the shop's own:
 * the coupon the customer asked for is cleared, so it spends none of its uses (decision 0030).
 */
export async function priceQuote(
  deps: QuoteDeps,
  actor: AuditActor,
  id: string,
  body: AdminQuotePriceBody,
): Promise<AdminQuoteDetail> {
  const { db, config } = deps;
  const shopId = config.SHOP_ID;
  const token = randomBytes(QUOTE_PAY_TOKEN_BYTES).toString('base64url');
  await db.transaction(async (tx) => {
    const before = await locked(tx, shopId, id);
    assertOpen(before);
    const linesBefore = await orderStore.listOrderLines(tx, id);
    let goodsPaise = ZERO_PAISE;
    for (const { line, priced } of matchLines(linesBefore, body)) {
      const unit = rupeesToPaise(priced.price);
      goodsPaise = addPaise(goodsPaise, timesPaise(unit, priced.quantity));
      await repo.updateLine(tx, line.id, {
        // the list price stays, unless the shop asks more than it
        productPricePaise: Math.max(line.productPricePaise, unit),
        productSalePricePaise: unit,
        quantity: priced.quantity,
      });
    }
    const deliveryPaise = rupeesToPaise(body.delivery);
    const discountPaise = rupeesToPaise(body.discount ?? 0);
    const afterDiscountPaise = subtractPaise(goodsPaise, discountPaise);
    const now = new Date();
    const after = await repo.updateQuote(tx, id, {
      quoteState: 'priced',
      quoteNote: body.note,
      quotePayToken: token,
      quotePricedAt: now,
      // a payment whose hold ran out left it Failed: it waits for payment again
      status: 'Quote',
      paymentMode: 'NA',
      amountBeforeDiscountPaise: goodsPaise,
      discountPaise,
      amountAfterDiscountPaise: afterDiscountPaise,
      couponCode: null,
      deliveryChargePaise: deliveryPaise,
      advancePaise: 0,
      remainingAmountPaise: 0,
      payableOnlinePaise: addPaise(afterDiscountPaise, deliveryPaise),
    });
    await recordMove(tx, actor, {
      before,
      after,
      linesBefore,
      linesAfter: await orderStore.listOrderLines(tx, id),
      note: body.note,
      data: {
        goodsPaise,
        discountPaise,
        deliveryPaise,
        ...(before.couponCode
          ? { requestedCoupon: before.couponCode, requestedDiscountPaise: before.discountPaise }
          : {}),
      },
    });
    await queueOrderNotice(tx, {
      shopId,
      orderId: id,
      notice: 'quote-priced',
      // a new key per pricing: a changed price is sent again
      key: randomUUID(),
      // the shop's note is the mail's own paragraph (templates/quote-priced.tsx)
      data: { payUrl: quotePayUrl(config, token), ...(body.note ? { note: body.note } : {}) },
    });
  });
  return quoteDetail(deps, id);
}

/** Closes the quotation with the reason the customer will read; its pay link stops working. */
export async function closeQuote(
  deps: QuoteDeps,
  actor: AuditActor,
  id: string,
  reason: string,
): Promise<AdminQuoteDetail> {
  const shopId = deps.config.SHOP_ID;
  await deps.db.transaction(async (tx) => {
    const before = await locked(tx, shopId, id);
    assertOpen(before);
    const lines = await orderStore.listOrderLines(tx, id);
    const after = await repo.updateQuote(tx, id, { quoteState: 'closed', quoteCloseReason: reason });
    await recordMove(tx, actor, { before, after, linesBefore: lines, linesAfter: lines, note: reason });
    // the reason is written for the customer: a request closed before it was priced has no
    // pay page to show it on
    await queueOrderNotice(tx, { shopId, orderId: id, notice: 'quote-closed', key: id, data: { reason } });
  });
  return quoteDetail(deps, id);
}
