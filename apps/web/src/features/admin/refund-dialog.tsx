import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrderDetail,
  formatRupees,
  MSG,
  ORDER_NOTE_MAX_LENGTH,
  refundAmountUpTo,
} from '@storefront/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal } from '@/components/ui/modal';
import { serverMessage } from '@/lib/api-client';
import { newRefundKey, useRefundOrder } from './api/order-actions';
import { buttonClass, type DialogProps, ErrorText, inputClass, quietButtonClass } from './ui';

/** The refund form's rule: the API's amount rule, up to what is left to refund. */
const refundFormSchema = (refundable: number) =>
  z.object({
    amount: refundAmountUpTo(refundable),
    reason: z.string().trim().max(ORDER_NOTE_MAX_LENGTH),
  });

/** Refunds part or all of what is left of an order's online payments, through the gateway. */
export function RefundDialog({ order, onClose, onDone }: { order: AdminOrderDetail } & DialogProps) {
  const refund = useRefundOrder(order.id);
  // one key per opened dialog: a double click or a retry after a timeout is the same refund
  const [idempotencyKey] = useState(newRefundKey);
  const schema = useMemo(() => refundFormSchema(order.refundable), [order.refundable]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: order.refundable.toFixed(2), reason: '' },
  });
  const onSubmit = handleSubmit(async ({ amount, reason }) => {
    try {
      const answer = await refund.mutateAsync({ amount, reason: reason || undefined, idempotencyKey });
      onDone(answer.message);
    } catch {
      // shown below from the mutation's error
    }
  });
  return (
    <Modal open title={`Refund ${order.receiptId}`} onClose={onClose} size="sm">
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <p className="text-sm text-mrp">
          Paid online {formatRupees(order.paidTotal)}; left to refund {formatRupees(order.refundable)}.
        </p>
        <label className="block text-sm font-medium text-plum-800">
          Amount (₹)
          <input
            type="text"
            inputMode="decimal"
            data-autofocus
            aria-invalid={errors.amount ? true : undefined}
            className={`${inputClass} mt-1`}
            {...register('amount')}
          />
        </label>
        {errors.amount ? <p className="text-xs text-sale">{errors.amount.message}</p> : null}
        <label className="block text-sm font-medium text-plum-800">
          Reason (optional)
          <textarea
            rows={2}
            maxLength={ORDER_NOTE_MAX_LENGTH}
            className={`${inputClass} mt-1`}
            {...register('reason')}
          />
        </label>
        {refund.isError ? (
          <ErrorText>{serverMessage(refund.error) ?? MSG.somethingWentWrong}</ErrorText>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={quietButtonClass} onClick={onClose}>
            Do not refund
          </button>
          <button type="submit" className={buttonClass} disabled={refund.isPending}>
            Refund
          </button>
        </div>
      </form>
    </Modal>
  );
}
