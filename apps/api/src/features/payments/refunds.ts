/**
 * Refunds (decision 0028). A refund is written first, as pending, under a lock on the
 * payment rows it draws on, in the caller's transaction (so the order's cancellation, the
 * timeline and the audit entry commit with it); the gateway is asked after the commit, so
 * a slow provider never holds those locks. Its answer, or a webhook later, settles it.
 */
import {
  formatRupees,
  ORDER_ADMIN_MSG,
  paise,
  paiseToRupees,
  type RefundStatus,
  splitRefund,
} from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { queueOrderNotice } from '../notifications';
import { recordOrderEvent } from '../orders';
import type { PaymentGateway } from './gateway';
import type { RefundRow } from './refund-repository';
import * as refundRepo from './refund-repository';
import * as repo from './repository';

export type { RefundRow } from './refund-repository';

export type RefundAsk = {
  shopId: string;
  orderId: string;
  /** Paise; left out, everything not yet refunded is refunded. */
  amountPaise?: number;
  reason?: string;
  idempotencyKey: string;
  staffId: string | null;
  /** Draw on this payment only (the refund_due queue). */
  paymentId?: string;
  /** Nothing left to refund is fine (a cancellation refunds whatever was paid, maybe nothing). */
  ifAny?: boolean;
};

export type RefundDeps = { db: Db; shopId: string; gateway: PaymentGateway; log: FastifyBaseLogger };

const rupeesText = (amountPaise: number) => formatRupees(paiseToRupees(paise(amountPaise)));

/**
 * Writes the pending refunds of one ask, split over the order's payments oldest first.
 * The same key again answers the refunds it made (`fresh` false). Refuses (409) nothing
 * left, or more than is left.
 */
export async function reserveRefunds(
  tx: Tx,
  ask: RefundAsk,
): Promise<{ refunds: RefundRow[]; fresh: boolean }> {
  const earlier = await refundRepo.refundsByKey(tx, ask.shopId, ask.idempotencyKey);
  if (earlier.length > 0) return { refunds: earlier, fresh: false };
  const held = await refundRepo.lockMoneyPayments(tx, ask.orderId, ask.paymentId);
  // a twin request with this key may have committed while we waited for the lock
  const twin = await refundRepo.refundsByKey(tx, ask.shopId, ask.idempotencyKey);
  if (twin.length > 0) return { refunds: twin, fresh: false };

  const left = held.map(({ payment, heldPaise }) => ({
    payment,
    leftPaise: payment.amountPaise - heldPaise,
  }));
  const leftPaise = left.reduce((sum, item) => sum + Math.max(0, item.leftPaise), 0);
  if (leftPaise <= 0) {
    if (ask.ifAny) return { refunds: [], fresh: false };
    throw AppError.conflict(ORDER_ADMIN_MSG.nothingToRefund);
  }
  const amountPaise = ask.amountPaise ?? leftPaise;
  if (amountPaise > leftPaise) {
    const text = ORDER_ADMIN_MSG.refundTooMuch(rupeesText(leftPaise));
    throw AppError.conflict(text, { amount: text });
  }
  const rows: RefundRow[] = [];
  for (const [index, part] of splitRefund(left, amountPaise).entries()) {
    const row = await refundRepo.insertRefund(tx, {
      shopId: ask.shopId,
      paymentId: part.payment.payment.id,
      orderId: ask.orderId,
      provider: part.payment.payment.provider,
      amountPaise: part.amountPaise,
      status: 'pending',
      idempotencyKey: index === 0 ? ask.idempotencyKey : `${ask.idempotencyKey}#${index + 1}`,
      staffId: ask.staffId,
      reason: ask.reason ?? '',
    });
    if (row) rows.push(row);
  }
  await recordOrderEvent(tx, {
    shopId: ask.shopId,
    orderId: ask.orderId,
    actor: ask.staffId ? 'staff' : 'system',
    staffId: ask.staffId,
    kind: 'refund',
    note: ask.reason ?? '',
    data: { amount: paiseToRupees(paise(amountPaise)), status: 'pending', refundIds: rows.map((r) => r.id) },
  });
  return { refunds: rows, fresh: true };
}

/**
 * A pending refund becomes processed or failed, once: the timeline says so, and a processed
 * one tells the customer (keyed by the refund, so a redelivered webhook tells nobody twice).
 */
export async function applyRefundOutcome(
  tx: Tx,
  refundId: string,
  outcome: { status: Exclude<RefundStatus, 'pending'>; providerRefundId?: string; failureReason?: string },
  now: Date,
): Promise<RefundRow | undefined> {
  const row = await refundRepo.settleRefund(tx, refundId, {
    status: outcome.status,
    ...(outcome.providerRefundId ? { providerRefundId: outcome.providerRefundId } : {}),
    ...(outcome.status === 'processed'
      ? { processedAt: now }
      : { failureReason: outcome.failureReason ?? '' }),
  });
  if (!row) return undefined;
  await recordOrderEvent(tx, {
    shopId: row.shopId,
    orderId: row.orderId,
    actor: 'system',
    kind: 'refund',
    note: outcome.status === 'failed' ? (outcome.failureReason ?? '') : '',
    data: { amount: paiseToRupees(paise(row.amountPaise)), status: outcome.status, refundId: row.id },
  });
  if (outcome.status === 'processed') {
    await queueOrderNotice(tx, {
      shopId: row.shopId,
      orderId: row.orderId,
      notice: 'Refunded',
      key: row.id,
      data: { amount: paiseToRupees(paise(row.amountPaise)), refundPaise: row.amountPaise },
    });
  }
  return row;
}

/**
 * Asks the gateway for each refund still unsent. An answer settles the row (or, when the
 * provider says pending, records its id for the webhook); a refusal or no answer marks it
 * failed, which frees its amount to be refunded again. Returns the rows as they are now.
 */
export async function sendRefunds(
  deps: RefundDeps,
  rows: RefundRow[],
  now = new Date(),
): Promise<RefundRow[]> {
  const { db, gateway, log } = deps;
  const result: RefundRow[] = [];
  for (const row of rows) {
    if (row.status !== 'pending' || row.providerRefundId) {
      result.push(row);
      continue;
    }
    const payment = await repo.findPayment(db, row.paymentId);
    let outcome: Parameters<typeof applyRefundOutcome>[2] | null;
    if (!payment?.providerPaymentId || payment.provider !== gateway.provider) {
      outcome = { status: 'failed', failureReason: 'The payment was not taken by the current gateway' };
    } else {
      try {
        const answer = await gateway.refund({
          paymentId: payment.providerPaymentId,
          amountPaise: row.amountPaise,
          refundId: row.id,
        });
        outcome = answer.status === 'pending' ? null : { status: answer.status, providerRefundId: answer.id };
        if (!outcome) await refundRepo.setProviderRefundId(db, row.id, answer.id);
      } catch (error) {
        log.error({ err: error, refundId: row.id }, 'the payment provider did not make a refund');
        outcome = { status: 'failed', failureReason: (error as Error).message.slice(0, 300) };
      }
    }
    if (outcome) {
      const settled = outcome;
      await db.transaction((tx) => applyRefundOutcome(tx, row.id, settled, now));
    }
    result.push((await refundRepo.findRefund(db, row.id)) ?? row);
  }
  return result;
}

/** What a staff member reads after asking: sent, waiting for the provider, or failed. */
export function refundMessage(rows: RefundRow[]): { ok: boolean; message: string; amount: string } {
  const live = rows.filter((row) => row.status !== 'failed');
  const amount = rupeesText(live.reduce((sum, row) => sum + row.amountPaise, 0));
  if (live.length === 0) return { ok: false, message: ORDER_ADMIN_MSG.refundFailed, amount };
  const message = live.every((row) => row.status === 'processed')
    ? ORDER_ADMIN_MSG.refundSent(amount)
    : ORDER_ADMIN_MSG.refundPending(amount);
  return { ok: true, message, amount };
}

/** A refund event from the provider (refund.processed, refund.failed), in the webhook's transaction. */
export async function settleRefundFromProvider(
  tx: Tx,
  provider: string,
  entity: { id: string; status?: string; notes?: Record<string, unknown> | unknown[] | null },
  event: 'refund.processed' | 'refund.failed',
  now: Date,
): Promise<void> {
  let row = await refundRepo.findRefundByProviderId(tx, provider, entity.id);
  // the webhook can beat the gateway's own answer: our id travels in the notes
  const ours = entity.notes && !Array.isArray(entity.notes) ? entity.notes.refund_id : undefined;
  if (!row && typeof ours === 'string' && /^[0-9a-f-]{36}$/i.test(ours)) {
    const candidate = await refundRepo.findRefund(tx, ours);
    if (candidate?.provider === provider && candidate.providerRefundId === null) row = candidate;
  }
  if (!row) return;
  await applyRefundOutcome(
    tx,
    row.id,
    event === 'refund.processed'
      ? { status: 'processed', providerRefundId: entity.id }
      : {
          status: 'failed',
          providerRefundId: entity.id,
          failureReason: 'The payment provider could not refund',
        },
    now,
  );
}
