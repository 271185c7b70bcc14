import {
  type AdminOrderDetail,
  type FulfilmentStatus,
  formatRupees,
  MSG,
  ORDER_NOTE_MAX_LENGTH,
} from '@storefront/shared';
import { type ReactNode, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { serverMessage } from '@/lib/api-client';
import { useCollectBalance, useMoveOrder } from './api/order-actions';
import { RefundDialog } from './refund-dialog';
import { buttonClass, type DialogProps, ErrorText, inputClass, Panel, quietButtonClass } from './ui';

const moveLabel = (status: FulfilmentStatus) => (status === 'Cancelled' ? 'Cancel order' : `Mark ${status}`);
const COLLECTABLE: readonly string[] = ['Shipped', 'Out for delivery', 'Delivered'];

/**
 * Asks before an order action, with an optional note for the timeline; `send` makes it with
 * the note and answers the server's message.
 */
function NoteDialog({
  title,
  children,
  backLabel = 'Back',
  actionLabel,
  action,
  send,
  onClose,
  onDone,
}: {
  title: string;
  /** What the action does, when it needs saying. */
  children?: ReactNode;
  backLabel?: string;
  actionLabel: string;
  action: { isPending: boolean; isError: boolean; error: unknown };
  send: (note: string | undefined) => Promise<{ message: string }>;
} & DialogProps) {
  const [note, setNote] = useState('');
  const submit = async () => {
    try {
      onDone((await send(note.trim() || undefined)).message);
    } catch {
      // shown below from the mutation's error
    }
  };
  return (
    <Modal open title={title} onClose={onClose} size="sm">
      <div className="space-y-3">
        {children}
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
        {action.isError ? (
          <ErrorText>{serverMessage(action.error) ?? MSG.somethingWentWrong}</ErrorText>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={quietButtonClass} onClick={onClose}>
            {backLabel}
          </button>
          <button type="button" className={buttonClass} disabled={action.isPending} onClick={submit}>
            {actionLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** Confirms one status move; a cancellation says what goes back and what is refunded. */
function MoveDialog({
  order,
  to,
  onClose,
  onDone,
}: { order: AdminOrderDetail; to: FulfilmentStatus } & DialogProps) {
  const move = useMoveOrder(order.id);
  const cancelling = to === 'Cancelled';
  return (
    <NoteDialog
      title={cancelling ? `Cancel ${order.receiptId}?` : `Move ${order.receiptId} to ${to}`}
      backLabel={cancelling ? 'Keep the order' : 'Back'}
      actionLabel={moveLabel(to)}
      action={move}
      send={(note) => move.mutateAsync({ status: to, note })}
      onClose={onClose}
      onDone={onDone}
    >
      {cancelling ? (
        <p className="text-sm">
          The items go back into stock
          {order.refundable > 0
            ? ` and ${formatRupees(order.refundable)} is refunded to the customer's payment method`
            : ''}
          . This cannot be undone.
        </p>
      ) : null}
    </NoteDialog>
  );
}

/**
 * Confirms that the courier handed over the pay on delivery balance: it cannot be undone, and
 * the customer's bill then reads it as paid.
 */
function CollectDialog({ order, onClose, onDone }: { order: AdminOrderDetail } & DialogProps) {
  const collect = useCollectBalance(order.id);
  const balance = formatRupees(order.amounts.remaining);
  return (
    <NoteDialog
      title={`${balance} collected for ${order.receiptId}?`}
      actionLabel={`Mark ${balance} collected`}
      action={collect}
      send={(note) => collect.mutateAsync({ note })}
      onClose={onClose}
      onDone={onDone}
    >
      <p className="text-sm">
        Record that the customer paid the {balance} balance on delivery. Their bill will show it as paid. This
        cannot be undone.
      </p>
    </NoteDialog>
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
