import { type AdminOrderEvent, formatOrderTimestamp, formatRupees } from '@storefront/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTimeline } from './order-timeline';

let next = 0;
const event = (overrides: Partial<AdminOrderEvent>): AdminOrderEvent => ({
  id: `e${++next}`,
  createdAt: '2026-11-23T06:00:00.000Z',
  actor: 'system',
  kind: 'payment',
  fromStatus: null,
  toStatus: null,
  note: '',
  staffName: null,
  staffEmail: null,
  data: null,
  ...overrides,
});

/** The timeline's one-line labels, oldest first. */
function labels(events: AdminOrderEvent[]) {
  render(<OrderTimeline events={events} />);
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')!.textContent);
}

const REQUESTED_AT = '2026-11-20T04:30:00.000Z';

describe('OrderTimeline', () => {
  it("labels a quotation's steps: priced (again), the customer starting to pay, closed", () => {
    expect(
      labels([
        event({
          actor: 'staff',
          kind: 'quote',
          fromStatus: 'requested',
          toStatus: 'priced',
          note: 'Ships Monday',
          data: { goodsPaise: 120_000, discountPaise: 0, deliveryPaise: 8_000 },
        }),
        event({
          actor: 'staff',
          kind: 'quote',
          fromStatus: 'priced',
          toStatus: 'priced',
          data: {
            goodsPaise: 110_050,
            discountPaise: 12_000,
            deliveryPaise: 0,
            requestedCoupon: 'WELCOME10',
            requestedDiscountPaise: 12_000,
          },
        }),
        event({
          actor: 'customer',
          kind: 'payment',
          fromStatus: 'Quote',
          toStatus: 'Pending',
          note: 'Paying the priced quotation',
          data: { requestedAt: REQUESTED_AT },
        }),
        event({
          actor: 'staff',
          kind: 'quote',
          fromStatus: 'priced',
          toStatus: 'closed',
          note: 'Out of stock at the supplier',
        }),
      ]),
    ).toEqual([
      `Quotation priced: ${formatRupees(1200)} + ${formatRupees(80)} delivery`,
      `Quotation priced again: ${formatRupees(1100.5)} − ${formatRupees(120)} discount + ${formatRupees(0)} delivery · coupon WELCOME10 asked for`,
      `Customer started paying the quotation (requested ${formatOrderTimestamp(REQUESTED_AT)})`,
      'Quotation closed',
    ]);
    // the note each step carries is shown under it
    expect(screen.getByText('Ships Monday')).toBeInTheDocument();
    expect(screen.getByText('Out of stock at the supplier')).toBeInTheDocument();
  });

  it('says a payment failed only when its data says failed', () => {
    expect(
      labels([
        event({ fromStatus: 'Pending', toStatus: 'Failed', data: { payment: 'failed' } }),
        event({ fromStatus: 'Pending', toStatus: 'Failed', data: { payment: 'expired' } }),
        event({
          fromStatus: 'Pending',
          toStatus: 'Success',
          data: { payment: 'paid', providerPaymentId: 'p' },
        }),
        event({ note: 'Order already failed', data: { payment: 'refund_due', providerPaymentId: 'p' } }),
        event({
          actor: 'staff',
          fromStatus: 'Failed',
          toStatus: 'Success',
          data: { payment: 'accepted', paymentId: 'x' },
        }),
        event({ fromStatus: 'Quote', toStatus: 'Pending', data: null }),
      ]),
    ).toEqual([
      'Payment failed: order Failed',
      'Time to pay ran out: order Failed',
      'Paid online: order is Success',
      'Payment received too late: refund due',
      'Late payment kept: order is Success',
      'Payment: Quote → Pending',
    ]);
  });

  it('labels orders placed, status moves, refunds, collections and notes', () => {
    expect(
      labels([
        event({ actor: 'customer', kind: 'placed', toStatus: 'Pending', data: { paymentMode: 'Pay now' } }),
        event({ actor: 'staff', kind: 'status', fromStatus: 'Pending', toStatus: 'Packed' }),
        event({ actor: 'staff', kind: 'refund', data: { amount: 500, status: 'pending', refundIds: [] } }),
        event({ kind: 'refund', data: { amount: 500, status: 'processed', refundId: 'r' } }),
        event({ kind: 'refund', data: { amount: 500, status: 'failed', refundId: 'r' } }),
        event({ actor: 'staff', kind: 'collected' }),
        event({ actor: 'staff', kind: 'note', note: 'Called the customer' }),
      ]),
    ).toEqual([
      'Order placed (Pay now)',
      'Pending → Packed',
      `Refund of ${formatRupees(500)} asked`,
      `Refund of ${formatRupees(500)} processed`,
      `Refund of ${formatRupees(500)} failed`,
      'Pay on delivery balance collected',
      'Note',
    ]);
  });
});
