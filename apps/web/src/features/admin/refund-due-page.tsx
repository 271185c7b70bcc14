import { formatOrderTimestamp, formatRupees, MSG, type RefundDueItem } from '@storefront/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { newRefundKey, useRefundDue, useRefundDueAction } from './api/order-actions';
import { buttonClass, type DialogProps, ErrorText, Panel, quietButtonClass } from './ui';

type Choice = { item: RefundDueItem; action: 'refund' | 'accept' };

/** Confirms refunding a late payment in full, or keeping it as the order's payment. */
function ConfirmDialog({ choice, onClose, onDone }: { choice: Choice } & DialogProps) {
  const act = useRefundDueAction();
  const [idempotencyKey] = useState(newRefundKey);
  const { item, action } = choice;
  const submit = async () => {
    try {
      const answer = await act.mutateAsync({
        paymentId: item.paymentId,
        action,
        body: action === 'refund' ? { idempotencyKey } : {},
      });
      onDone(answer.message);
    } catch {
      // shown below from the mutation's error
    }
  };
  return (
    <Modal
      open
      title={
        action === 'refund' ? `Refund ${formatRupees(item.left)}?` : `Keep ${formatRupees(item.amount)}?`
      }
      onClose={onClose}
      size="sm"
    >
      <div className="space-y-3 text-sm">
        <p>
          {action === 'refund'
            ? `The whole payment of order ${item.receiptId} goes back to ${item.customerName || 'the customer'}.`
            : `Order ${item.receiptId} takes its stock again and becomes a paid order to send out.`}
        </p>
        {act.isError ? <ErrorText>{serverMessage(act.error) ?? MSG.somethingWentWrong}</ErrorText> : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={quietButtonClass} onClick={onClose}>
            Back
          </button>
          <button type="button" className={buttonClass} disabled={act.isPending} onClick={submit}>
            {action === 'refund' ? 'Refund' : 'Keep payment'}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** /admin/refunds: payments taken after their order's hold ran out, to refund or keep. */
export function AdminRefundDuePage() {
  usePageTitle('Refunds due · Console');
  const due = useRefundDue();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Refunds due</h1>
      <p className="text-sm text-mrp">
        Payments that arrived after their order's time to pay ran out, or for stock or a coupon that was gone
        by then. Refund them, or keep one when the order can still be sent.
      </p>
      {message ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {message}
        </p>
      ) : null}
      <Panel>
        {due.isPending ? <p className="text-sm">Loading…</p> : null}
        {due.isError ? <ErrorText>{serverMessage(due.error) ?? MSG.somethingWentWrong}</ErrorText> : null}
        {due.data?.length === 0 ? (
          <p className="text-sm text-mrp">No payments are waiting for a refund.</p>
        ) : null}
        <ul className="divide-y divide-ivory-200">
          {due.data?.map((item) => (
            <li key={item.paymentId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium">
                  <Link to={`/admin/orders/${item.orderId}`} className="text-plum-700 hover:underline">
                    {item.receiptId}
                  </Link>{' '}
                  · {item.customerName || item.email}
                </p>
                <p className="text-xs text-mrp">
                  {formatRupees(item.amount)} paid {item.paidAt ? formatOrderTimestamp(item.paidAt) : ''} via{' '}
                  {item.provider}
                  {item.refunded > 0 ? ` · ${formatRupees(item.refunded)} refunded already` : ''}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={buttonClass}
                  onClick={() => setChoice({ item, action: 'refund' })}
                >
                  Refund {formatRupees(item.left)}
                </button>
                {item.refunded === 0 ? (
                  <button
                    type="button"
                    className={quietButtonClass}
                    onClick={() => setChoice({ item, action: 'accept' })}
                  >
                    Keep
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Panel>
      {choice ? (
        <ConfirmDialog
          choice={choice}
          onClose={() => setChoice(null)}
          onDone={(text) => {
            setChoice(null);
            setMessage(text);
          }}
        />
      ) : null}
    </div>
  );
}
