import { type AdminOrderEvent, formatOrderTimestamp, formatRupees } from '@storefront/shared';
import { Panel } from './ui';

const ACTORS: Record<AdminOrderEvent['actor'], string> = {
  staff: 'Staff',
  customer: 'Customer',
  system: 'System',
};

/** One line saying what happened, from the event's kind and data. */
function describeEvent(event: AdminOrderEvent): string {
  const data = event.data ?? {};
  const amount = typeof data.amount === 'number' ? formatRupees(data.amount) : '';
  switch (event.kind) {
    case 'placed':
      return `Order placed (${String(data.paymentMode ?? '')})`;
    case 'status':
      return `${event.fromStatus ?? '?'} → ${event.toStatus ?? '?'}`;
    case 'payment':
      if (data.payment === 'refund_due') return 'Payment received too late: refund due';
      if (data.payment === 'accepted') return `Late payment kept: order is ${event.toStatus ?? 'paid'}`;
      if (data.payment === 'paid') return `Paid online: order is ${event.toStatus ?? 'paid'}`;
      if (data.payment === 'expired') return 'Time to pay ran out: order Failed';
      return 'Payment failed: order Failed';
    case 'refund':
      if (data.status === 'processed') return `Refund of ${amount} processed`;
      if (data.status === 'failed') return `Refund of ${amount} failed`;
      return `Refund of ${amount} asked`;
    case 'collected':
      return 'Pay on delivery balance collected';
    default:
      return event.kind;
  }
}

/** Every change of the order, oldest first: when, who and what. */
export function OrderTimeline({ events }: { events: AdminOrderEvent[] }) {
  return (
    <Panel title="Timeline">
      {events.length === 0 ? <p className="text-sm text-mrp">Nothing recorded yet.</p> : null}
      <ol className="space-y-3 border-l-2 border-ivory-300 pl-4 text-sm">
        {events.map((event) => (
          <li key={event.id}>
            <p className="font-medium">{describeEvent(event)}</p>
            <p className="text-xs text-mrp">
              {formatOrderTimestamp(event.createdAt)} · {ACTORS[event.actor]}
              {event.actor === 'staff' && (event.staffName || event.staffEmail)
                ? ` (${event.staffName || event.staffEmail})`
                : ''}
            </p>
            {event.note ? <p className="mt-1 whitespace-pre-line text-plum-800">{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
