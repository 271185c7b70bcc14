/**
 * An order's actions in the console (decision 0028): status moves along the shared state
 * machine, cancellation (stock back once, the money back in full), refunds, the pay on
 * delivery balance, and the refund_due queue. Each write, its timeline entry, its notice
 * and its audit entry commit together; the gateway is asked after the commit.
 */
import {
  ADMIN_MSG,
  type AdminOrderActionResponse,
  CUSTOMER_NOTIFIED_STATUSES,
  checkFulfilmentMove,
  type FulfilmentStatus,
  isUuid,
  ORDER_ADMIN_MSG,
  type OrderStatus,
  rupeesToPaise,
} from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { giveBackStock, stockTransaction } from '../inventory';
import { type OrderNotice, queueOrderNotice } from '../notifications';
import { type OrderRow, orderStore, recordOrderEvent } from '../orders';
import {
  acceptRefundDue,
  closeOpenPayments,
  lockRefundDue,
  type PaymentGateway,
  type RefundAsk,
  type RefundRow,
  refundMessage,
  reserveRefunds,
  sendRefunds,
} from '../payments';
import { type AuditActor, recordAudit } from './audit';
import { orderDetail } from './orders-service';

export type OrderActionDeps = { db: Db; shopId: string; gateway: PaymentGateway; log: FastifyBaseLogger };

/** The provider refused or did not answer (as placing answers a failed provider order). */
const BAD_GATEWAY = 'BAD_GATEWAY';
const PAID_OR_POD: readonly string[] = ['Pending', 'Success', 'Pay on delivery'];

/** Whether the order still holds the stock it took: placed (or waiting to be paid) and not given back. */
const holdsStock = (order: OrderRow) => PAID_OR_POD.includes(order.status) && !order.stockReleased;

/** The parts of an order the audit log keeps before and after a change. */
const auditView = (order: OrderRow) => ({
  status: order.status,
  orderStatus: order.orderStatus,
  stockReleased: order.stockReleased,
  cancelledAt: order.cancelledAt,
  deliveredAt: order.deliveredAt,
  balanceCollectedAt: order.balanceCollectedAt,
});

/**
 * A staff member's change to an order, in the change's transaction: on the order's timeline
 * and in the audit log (the order as it was, and `after`). Answers the timeline event's id.
 */
async function recordStaffChange(
  tx: Tx,
  actor: AuditActor,
  order: OrderRow,
  change: {
    event: Omit<Parameters<typeof recordOrderEvent>[1], 'shopId' | 'orderId' | 'actor' | 'staffId'>;
    action: string;
    after: Record<string, unknown>;
  },
) {
  const eventId = await recordOrderEvent(tx, {
    ...change.event,
    shopId: order.shopId,
    orderId: order.id,
    actor: 'staff',
    staffId: actor.staffId,
  });
  await recordAudit(tx, actor, {
    action: change.action,
    entity: 'order',
    entityId: order.id,
    before: auditView(order),
    after: change.after,
  });
  return eventId;
}

async function lockOrderOr404(tx: Parameters<typeof orderStore.lockOrder>[0], shopId: string, id: string) {
  const order = isUuid(id) ? await orderStore.lockOrder(tx, shopId, id) : undefined;
  if (!order) throw AppError.notFound(ADMIN_MSG.orderNotFound);
  return order;
}

function refusalText(order: OrderRow, to: FulfilmentStatus): string | null {
  const refusal = checkFulfilmentMove(order.status as OrderStatus, order.orderStatus as FulfilmentStatus, to);
  if (refusal === 'same') return ORDER_ADMIN_MSG.alreadyInStatus(to);
  if (refusal === 'not-allowed') return ORDER_ADMIN_MSG.moveNotAllowed(order.orderStatus, to);
  if (refusal === 'not-fulfillable') return ORDER_ADMIN_MSG.notFulfillable;
  return null;
}

/** The refunds' outcome as an answer: a refusal or no answer from the provider is a 502. */
function refundAnswer(rows: RefundRow[]): string {
  const { ok, message } = refundMessage(rows);
  if (!ok) throw new AppError(502, BAD_GATEWAY, message);
  return message;
}

export class OrderActions {
  constructor(private readonly deps: OrderActionDeps) {}

  private answer(orderId: string, message: string): Promise<AdminOrderActionResponse> {
    return orderDetail(this.deps.db, this.deps.shopId, orderId).then((order) => ({ message, order }));
  }

  /**
   * Moves the order's fulfilment status if the state machine allows it (409 otherwise).
   * Delivered records a pay on delivery balance as collected; Cancelled gives the stock back
   * and refunds everything paid, in the same request.
   */
  async move(actor: AuditActor, id: string, body: { status: FulfilmentStatus; note?: string }) {
    const { db, shopId } = this.deps;
    const to = body.status;
    const reserved = await stockTransaction(db, async (tx) => {
      const order = await lockOrderOr404(tx, shopId, id);
      const refused = refusalText(order, to);
      if (refused) throw AppError.conflict(refused, { status: refused });
      const now = new Date();
      const changes: Partial<OrderRow> = { orderStatus: to };
      if (to === 'Delivered') {
        changes.deliveredAt = now;
        if (order.paymentMode === 'Pay on delivery' && !order.balanceCollectedAt)
          changes.balanceCollectedAt = now;
      }
      if (to === 'Cancelled') {
        changes.cancelledAt = now;
        if (holdsStock(order)) {
          const lines = await orderStore.listOrderLines(tx, order.id);
          await giveBackStock(tx, shopId, lines, 'cancelled', { staffId: actor.staffId });
          changes.stockReleased = true;
        }
        // an order still waiting for its payment will never take one now
        if (order.status === 'Pending') {
          changes.status = 'Failed';
          await closeOpenPayments(tx, order.id, 'expired');
        }
      }
      await orderStore.updateOrder(tx, order.id, changes);
      const eventId = await recordStaffChange(tx, actor, order, {
        event: { kind: 'status', fromStatus: order.orderStatus, toStatus: to, note: body.note ?? '' },
        action: 'order.status',
        after: { ...auditView({ ...order, ...changes }), note: body.note ?? '' },
      });
      // the key makes a retried cancellation's refund the same one
      const refunds =
        to === 'Cancelled'
          ? await reserveRefunds(tx, {
              shopId,
              orderId: order.id,
              idempotencyKey: `cancel:${order.id}`,
              staffId: actor.staffId,
              reason: body.note || 'Order cancelled',
              ifAny: true,
            })
          : { refunds: [] };
      // queued after the refund is reserved, so the cancellation mail names what comes back
      if (CUSTOMER_NOTIFIED_STATUSES.includes(to)) {
        await queueOrderNotice(tx, { shopId, orderId: order.id, notice: to as OrderNotice, key: eventId });
      }
      return refunds.refunds;
    });
    if (reserved.length === 0) return this.answer(id, ORDER_ADMIN_MSG.moved(to));
    const { ok, amount } = refundMessage(await sendRefunds(this.deps, reserved));
    return this.answer(
      id,
      ok ? ORDER_ADMIN_MSG.cancelledAndRefunded(amount) : ORDER_ADMIN_MSG.cancelledRefundFailed,
    );
  }

  /**
   * Writes the refunds of one ask with its audit entry (the order or payment found and locked
   * by `locate`), then asks the gateway; the answer's text, or 502 when nothing was refunded.
   */
  private async refundAndSend(
    actor: AuditActor,
    locate: (tx: Tx) => Promise<{ orderId: string; paymentId?: string }>,
    ask: Pick<RefundAsk, 'amountPaise' | 'reason' | 'idempotencyKey'>,
    action: 'order.refund' | 'payment.refund',
  ): Promise<string> {
    const { db, shopId } = this.deps;
    const reserved = await db.transaction(async (tx) => {
      const { orderId, paymentId } = await locate(tx);
      const result = await reserveRefunds(tx, { shopId, orderId, paymentId, ...ask, staffId: actor.staffId });
      if (result.fresh) {
        await recordAudit(tx, actor, {
          action,
          entity: paymentId ? 'payment' : 'order',
          entityId: paymentId ?? orderId,
          after: {
            orderId,
            reason: ask.reason ?? '',
            refunds: result.refunds.map((row) => ({
              id: row.id,
              paymentId: row.paymentId,
              amountPaise: row.amountPaise,
            })),
          },
        });
      }
      return result;
    });
    const rows = reserved.fresh ? await sendRefunds(this.deps, reserved.refunds) : reserved.refunds;
    return refundAnswer(rows);
  }

  /** Refunds `amount` rupees (all that is left when absent) of the order's payments. */
  async refund(
    actor: AuditActor,
    id: string,
    body: { amount?: number; reason?: string; idempotencyKey: string },
  ) {
    const message = await this.refundAndSend(
      actor,
      async (tx) => ({ orderId: (await lockOrderOr404(tx, this.deps.shopId, id)).id }),
      {
        amountPaise: body.amount === undefined ? undefined : rupeesToPaise(body.amount),
        reason: body.reason,
        idempotencyKey: body.idempotencyKey,
      },
      'order.refund',
    );
    return this.answer(id, message);
  }

  /** Records the pay on delivery balance as collected (once it is on its way or delivered). */
  async collect(actor: AuditActor, id: string, body: { note?: string }) {
    const { db, shopId } = this.deps;
    await db.transaction(async (tx) => {
      const order = await lockOrderOr404(tx, shopId, id);
      if (order.status !== 'Pay on delivery') throw AppError.conflict(ORDER_ADMIN_MSG.notPayOnDelivery);
      if (order.balanceCollectedAt) throw AppError.conflict(ORDER_ADMIN_MSG.balanceAlreadyCollected);
      if (!['Shipped', 'Out for delivery', 'Delivered'].includes(order.orderStatus)) {
        throw AppError.conflict(ORDER_ADMIN_MSG.notDelivering);
      }
      const balanceCollectedAt = new Date();
      await orderStore.updateOrder(tx, order.id, { balanceCollectedAt });
      await recordStaffChange(tx, actor, order, {
        event: { kind: 'collected', note: body.note ?? '' },
        action: 'order.collect',
        after: auditView({ ...order, balanceCollectedAt }),
      });
    });
    return this.answer(id, ORDER_ADMIN_MSG.balanceCollected);
  }

  /** Refunds a refund_due payment in full. */
  async refundDue(actor: AuditActor, paymentId: string, body: { idempotencyKey: string; reason?: string }) {
    const message = await this.refundAndSend(
      actor,
      async (tx) => ({ orderId: (await lockRefundDue(tx, this.deps.shopId, paymentId)).order.id, paymentId }),
      { reason: body.reason || 'Paid after the hold ran out', idempotencyKey: body.idempotencyKey },
      'payment.refund',
    );
    return { message };
  }

  /** Keeps a refund_due payment: its order becomes a normal paid order, if the stock is still there. */
  async acceptDue(actor: AuditActor, paymentId: string, body: { note?: string }) {
    const { db, shopId } = this.deps;
    await stockTransaction(db, async (tx) => {
      const { before, orderId } = await acceptRefundDue(tx, {
        shopId,
        paymentId,
        staffId: actor.staffId,
        note: body.note,
      });
      await recordAudit(tx, actor, {
        action: 'payment.accept',
        entity: 'payment',
        entityId: paymentId,
        before: { orderId, ...auditView(before) },
        after: { orderId, paymentStatus: 'accepted' },
      });
    });
    return { message: ORDER_ADMIN_MSG.accepted };
  }
}
