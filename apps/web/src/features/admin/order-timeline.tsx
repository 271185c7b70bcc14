import {
  type AdminOrderEvent,
  formatOrderTimestamp,
  formatRupees,
  paise,
  paiseToRupees,
} from '@storefront/shared';
import { Panel } from './ui';

const ACTORS: Record<AdminOrderEvent['actor'], string> = {
  staff: 'Staff',
  customer: 'Customer',
  system: 'System',
};

type EventData = Record<string, unknown>;

/** A paise figure of an event's data as rupees; '?' when the entry does not hold one. */
const paiseText = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? formatRupees(paiseToRupees(paise(value))) : '?';

/**
 * A payment entry (payments' settlement, holds and refund-due; quote paying): `data.payment`
 * says what became of the payment. Starting to pay a priced quotation writes none: it
 * carries the time the quotation was asked for instead (decision 0030).
 */
function describePayment(event: AdminOrderEvent, data: EventData): string {
  switch (data.payment) {
    case 'refund_due':
      return 'Payment received too late: refund due';
    case 'accepted':
      return `Late payment kept: order is ${event.toStatus ?? 'paid'}`;
    case 'paid':
      return `Paid online: order is ${event.toStatus ?? 'paid'}`;
    case 'expired':
      return 'Time to pay ran out: order Failed';
    case 'failed':
      return 'Payment failed: order Failed';
  }
  if (typeof data.requestedAt === 'string') {
    return `Customer started paying the quotation (requested ${formatOrderTimestamp(data.requestedAt)})`;
  }
  return `Payment: ${event.fromStatus ?? '?'} → ${event.toStatus ?? '?'}`;
}

/**
 * A staff move on a quotation (the console's price and close): from and to are its quote
 * states. Pricing keeps its amounts in paise: the lines' sum, the shop's discount off it
 * (entries from before discounts have none), delivery; and the coupon the customer asked for.
 */
function describeQuote(event: AdminOrderEvent, data: EventData): string {
  if (event.toStatus === 'priced') {
    const discount =
      typeof data.discountPaise === 'number' && data.discountPaise > 0
        ? ` − ${paiseText(data.discountPaise)} discount`
        : '';
    const coupon =
      typeof data.requestedCoupon === 'string' ? ` · coupon ${data.requestedCoupon} asked for` : '';
    const priced = event.fromStatus === 'priced' ? 'Quotation priced again' : 'Quotation priced';
    return `${priced}: ${paiseText(data.goodsPaise)}${discount} + ${paiseText(data.deliveryPaise)} delivery${coupon}`;
  }
  if (event.toStatus === 'closed') return 'Quotation closed';
  return `Quotation ${event.fromStatus ?? '?'} → ${event.toStatus ?? '?'}`;
}

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
      return describePayment(event, data);
    case 'refund':
      if (data.status === 'processed') return `Refund of ${amount} processed`;
      if (data.status === 'failed') return `Refund of ${amount} failed`;
      return `Refund of ${amount} asked`;
    case 'collected':
      return 'Pay on delivery balance collected';
    case 'quote':
      return describeQuote(event, data);
    case 'note':
      return 'Note';
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
