import {
  type AdminOrderDetail,
  type FulfilmentStatus,
  formatRupees,
  MSG,
  ORDER_NOTE_MAX_LENGTH,
} from '@storefront/shared';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { serverMessage } from '@/lib/api-client';
import { useCollectBalance, useMoveOrder } from './api/order-actions';
import { RefundDialog } from './refund-dialog';
import { buttonClass, type DialogProps, ErrorText, inputClass, Panel, quietButtonClass } from './ui';

const moveLabel = (status: FulfilmentStatus) => (status === 'Cancelled' ? 'Cancel order' : `Mark ${status}`);
const COLLECTABLE: readonly string[] = ['Shipped', 'Out for delivery', 'Delivered'];

/** Confirms one status move, with an optional note for the timeline. */
function MoveDialog({
  order,
  to,
  onClose,
  onDone,
}: { order: AdminOrderDetail; to: FulfilmentStatus } & DialogProps) {
  const move = useMoveOrder(order.id);
  const [note, setNote] = useState('');
  const cancelling = to === 'Cancelled';
  const submit = async () => {
    try {
      const answer = await move.mutateAsync({ status: to, note: note.trim() || undefined });
      onDone(answer.message);
    } catch {
      // shown below from the mutation's error
    }
  };
  return (
    <Modal
      open
      title={cancelling ? `Cancel ${order.receiptId}?` : `Move ${order.receiptId} to ${to}`}
      onClose={onClose}
      size="sm"
    >
      <div className="space-y-3">
        {cancelling ? (
          <p className="text-sm">
            The items go back into stock
            {order.refundable > 0
              ? ` and ${formatRupees(order.refundable)} is refunded to the customer's payment method`
              : ''}
            . This cannot be undone.
          </p>
        ) : null}
        <label className="block text-sm font-medium text-plum-800">
          Note for the timeline (optional)
          <textarea
            rows={2}
            data-autofocus
            maxLength={ORDER_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={`${inputClass} mt-1`}
          />
        </label>
        {move.isError ? <ErrorText>{serverMessage(move.error) ?? MSG.somethingWentWrong}</ErrorText> : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={quietButtonClass} onClick={onClose}>
            {cancelling ? 'Keep the order' : 'Back'}
          </button>
          <button type="button" className={buttonClass} disabled={move.isPending} onClick={submit}>
            {moveLabel(to)}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * Confirms that the courier handed over the pay on delivery balance: it cannot be undone, and
 * the customer's bill then reads it as paid.
 */
function CollectDialog({ order, onClose, onDone }: { order: AdminOrderDetail } & DialogProps) {
  const collect = useCollectBalance(order.id);
  const [note, setNote] = useState('');
  const balance = formatRupees(order.amounts.remaining);
  const submit = async () => {
    try {
      onDone((await collect.mutateAsync({ note: note.trim() || undefined })).message);
    } catch {
      // shown below from the mutation's error
    }
  };
  return (
    <Modal open title={`${balance} collected for ${order.receiptId}?`} onClose={onClose} size="sm">
      <div className="space-y-3">
        <p className="text-sm">
          Record that the customer paid the {balance} balance on delivery. Their bill will show it as paid.
          This cannot be undone.
        </p>
        <label className="block text-sm font-medium text-plum-800">
          Note for the timeline (optional)
          <textarea
            rows={2}
            data-autofocus
            maxLength={ORDER_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={`${inputClass} mt-1`}
          />
        </label>
        {collect.isError ? (
          <ErrorText>{serverMessage(collect.error) ?? MSG.somethingWentWrong}</ErrorText>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={quietButtonClass} onClick={onClose}>
            Back
          </button>
          <button type="button" className={buttonClass} disabled={collect.isPending} onClick={submit}>
            Mark {balance} collected
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** The order's next moves, its refund and its pay on delivery balance. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const [moving, setMoving] = useState<FulfilmentStatus | null>(null);
  const [refunding, setRefunding] = useState(false);
  const [collecting, setCollecting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const canCollect =
    order.paymentStatus === 'Pay on delivery' &&
    !order.balanceCollectedAt &&
    COLLECTABLE.includes(order.status);
  const done = (text: string) => {
    setMoving(null);
    setRefunding(false);
    setCollecting(false);
    setMessage(text);
  };

  return (
    <Panel title="Actions">
      <div className="flex flex-wrap gap-2">
        {order.nextStatuses.map((status) => (
          <button
            key={status}
            type="button"
            className={status === 'Cancelled' ? quietButtonClass : buttonClass}
            onClick={() => setMoving(status)}
          >
            {moveLabel(status)}
          </button>
        ))}
        {order.refundable > 0 ? (
          <button type="button" className={quietButtonClass} onClick={() => setRefunding(true)}>
            Refund…
          </button>
        ) : null}
        {canCollect ? (
          <button type="button" className={quietButtonClass} onClick={() => setCollecting(true)}>
            Mark balance collected…
          </button>
        ) : null}
      </div>
      {order.nextStatuses.length === 0 ? (
        <p className="mt-2 text-sm text-mrp">This order is {order.status}: there is no further move.</p>
      ) : null}
      {message ? (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {message}
        </p>
      ) : null}
      {moving ? <MoveDialog order={order} to={moving} onClose={() => setMoving(null)} onDone={done} /> : null}
      {refunding ? <RefundDialog order={order} onClose={() => setRefunding(false)} onDone={done} /> : null}
      {collecting ? <CollectDialog order={order} onClose={() => setCollecting(false)} onDone={done} /> : null}
    </Panel>
  );
}
