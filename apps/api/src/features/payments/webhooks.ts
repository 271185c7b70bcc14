import { createHash } from 'node:crypto';
import { MSG, ORDER_MSG } from '@storefront/shared';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { stockTransaction } from '../inventory';
import { settleRefundFromProvider } from './refunds';
import * as repo from './repository';
import type { Settlement } from './settlement';

const webhookEventSchema = z.object({
  id: z.string().optional(),
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string().nullish() }) }).optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
      refund: z
        .object({
          entity: z.object({
            id: z.string(),
            status: z.string().optional(),
            notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
          }),
        })
        .optional(),
    })
    .optional(),
});

/**
 * A provider event, signed over the raw body: payments (captured, paid, failed) and
 * refunds (processed, failed). Recorded by event id in the same
 * transaction as its effect, so a redelivery (or two at once) changes nothing.
 */
export async function handleWebhook(
  settlement: Settlement,
  deps: { db: Db; shopId: string },
  rawBody: string,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<{ duplicate: boolean }> {
  const { db, shopId } = deps;
  const { gateway } = settlement;
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
  const now = settlement.now();
  const duplicate = await stockTransaction(db, async (tx) => {
    const fresh = await repo.recordEvent(tx, {
      shopId,
      provider: gateway.provider,
      eventId,
      eventType: event.event.slice(0, 100),
    });
    if (!fresh) return true;
    const refundEntity = event.payload?.refund?.entity;
    if ((event.event === 'refund.processed' || event.event === 'refund.failed') && refundEntity) {
      await settleRefundFromProvider(tx, gateway.provider, refundEntity, event.event, now);
      return false;
    }
    const paymentEntity = event.payload?.payment?.entity;
    const providerOrderId = paymentEntity?.order_id ?? event.payload?.order?.entity.id;
    if (!providerOrderId) return false;
    const found = await repo.findPaymentByProviderOrder(tx, shopId, gateway.provider, providerOrderId);
    if (!found) return false;
    if ((event.event === 'payment.captured' || event.event === 'order.paid') && paymentEntity) {
      await settlement.completePayment(tx, found.payment.id, paymentEntity.id, now, found.payment.orderId);
    } else if (event.event === 'payment.failed') {
      await settlement.failPayment(tx, found.payment.id, found.payment.orderId);
    }
    return false;
  });
  return { duplicate };
}
