import { z } from 'zod';
import { writeAnswer } from '../common/answers';
import { formatRupees } from '../money';
import { FULFILMENT_STATUSES } from '../orders/schemas';
import { paiseExact, plainNumber } from './form-fields';
import { ORDER_ADMIN_MSG } from './messages';
import { adminOrderDetailSchema } from './schemas';

/*
 * An order's actions in the console (decision 0028): moving its status, refunding it,
 * collecting a pay on delivery balance, and the queue of payments taken after their hold.
 */

export const ORDER_NOTE_MAX_LENGTH = 500;
/** The largest refund the console takes in one go, in rupees (a sanity bound, not a rule). */
export const REFUND_MAX_RUPEES = 10_000_000;

const note = z.string().trim().max(ORDER_NOTE_MAX_LENGTH).optional();
/** The caller's key for one refund: the same key twice makes one refund. */
const idempotencyKey = z.string().trim().min(8).max(100);

export const adminStatusBodySchema = z.object({
  status: z.enum(FULFILMENT_STATUSES),
  note,
});
export type AdminStatusBody = z.input<typeof adminStatusBodySchema>;

/**
 * Rupees with at most two decimals, more than 0 and at most `max` (the console's dialog passes
 * what is left to refund), each failure with its own message; typed as plainNumber reads it.
 */
export const refundAmountUpTo = (max: number) =>
  z.preprocess(
    plainNumber,
    z
      .number({ error: ORDER_ADMIN_MSG.refundNotANumber })
      .positive({ message: ORDER_ADMIN_MSG.enterRefundAmount, abort: true })
      .refine(paiseExact, {
        message: ORDER_ADMIN_MSG.refundTwoDecimals,
        abort: true,
      })
      .max(max, { message: ORDER_ADMIN_MSG.refundTooMuch(formatRupees(max)) }),
  );

/** `POST /api/admin/orders/{id}/refund`: no amount refunds all that is left. */
export const adminRefundBodySchema = z.object({
  amount: refundAmountUpTo(REFUND_MAX_RUPEES).optional(),
  reason: note,
  idempotencyKey,
});
export type AdminRefundBody = z.input<typeof adminRefundBodySchema>;

export const adminCollectBodySchema = z.object({ note });

/** What an order action answers: what happened, and the order as it is now. */
export const adminOrderActionResponseSchema = writeAnswer('order', adminOrderDetailSchema);
export type AdminOrderActionResponse = z.infer<typeof adminOrderActionResponseSchema>;

// ---- the refund_due queue ----

export const refundDueItemSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  receiptId: z.string(),
  customerName: z.string(),
  email: z.string(),
  mobile: z.string(),
  provider: z.string(),
  providerPaymentId: z.string().nullable(),
  /** Rupees the payment took, refunded so far, and left. */
  amount: z.number(),
  refunded: z.number(),
  left: z.number(),
  paidAt: z.string().nullable(),
  /** The order's payment and fulfilment states. */
  paymentStatus: z.string(),
  status: z.string(),
});
export type RefundDueItem = z.infer<typeof refundDueItemSchema>;

export const refundDueResponseSchema = z.object({ items: z.array(refundDueItemSchema) });
export type RefundDueResponse = z.infer<typeof refundDueResponseSchema>;

export const adminPaymentParamsSchema = z.object({ id: z.string() });
export const refundDueRefundBodySchema = z.object({ idempotencyKey, reason: note });
export const refundDueAcceptBodySchema = z.object({ note });
export const refundDueActionResponseSchema = z.object({ message: z.string() });
