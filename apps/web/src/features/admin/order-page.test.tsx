import { type AdminOrderDetail, formatRupees, ORDER_ADMIN_MSG } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { AdminOrderPage } from './order-page';
import { resetAdminSessionForTests } from './session';
import { OWNER, refusal, retype, stubAdminApi } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const ID = '00000000-0000-4000-8000-000000000001';

const detail = (extra: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  id: ID,
  receiptId: 'NA261123-00001',
  createdAt: '2026-11-23T06:00:00.000Z',
  customerName: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '9876543210',
  paymentStatus: 'Success',
  status: 'Packed',
  paymentMode: 'Pay now',
  total: 1050,
  paidOnline: 1050,
  itemCount: 2,
  userId: 'u1',
  couponCode: null,
  description: '',
  deliveredAt: null,
  amounts: {
    beforeDiscount: 1000,
    discount: 0,
    afterDiscount: 1000,
    delivery: 50,
    advance: 0,
    remaining: 0,
    payableOnline: 1050,
    total: 1050,
  },
  billingAddress: null,
  shippingAddress: null,
  lines: [],
  payments: [
    {
      id: 'p1',
      provider: 'simulator',
      providerOrderId: 'order_sim_1',
      providerPaymentId: 'pay_sim_1',
      amount: 1050,
      currency: 'INR',
      status: 'paid',
      createdAt: '2026-11-23T06:00:00.000Z',
      paidAt: '2026-11-23T06:01:00.000Z',
      refunded: 0,
      refunds: [],
    },
  ],
  cancelledAt: null,
  balanceCollectedAt: null,
  paidTotal: 1050,
  refundedTotal: 0,
  refundable: 1050,
  refundState: 'none',
  nextStatuses: ['Shipped', 'Cancelled'],
  timeline: [
    {
      id: 'e1',
      createdAt: '2026-11-23T06:00:00.000Z',
      actor: 'customer',
      kind: 'placed',
      fromStatus: null,
      toStatus: 'Pending',
      note: '',
      staffName: null,
      staffEmail: null,
      data: { paymentMode: 'Pay now' },
    },
    {
      id: 'e2',
      createdAt: '2026-11-23T07:00:00.000Z',
      actor: 'staff',
      kind: 'status',
      fromStatus: 'Pending',
      toStatus: 'Packed',
      note: 'Gift wrapped',
      staffName: 'Asha',
      staffEmail: OWNER.email,
      data: null,
    },
  ],
  ...extra,
});

type Sent = { path: string; body: Record<string, unknown> };

function setUp(order: AdminOrderDetail, answers: Record<string, { status?: number; body: unknown }> = {}) {
  const sent: Sent[] = [];
  stubAdminApi((url, init) => {
    if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 'staff-token', staff: OWNER } };
    if (url.pathname === `/api/admin/orders/${ID}` && (init?.method ?? 'GET') === 'GET')
      return { body: { order } };
    const action = url.pathname.replace(`/api/admin/orders/${ID}/`, '');
    if (init?.method === 'POST' && answers[action]) {
      sent.push({ path: action, body: JSON.parse(String(init.body)) });
      return answers[action];
    }
    return undefined;
  });
  renderRoute(<AdminOrderPage id={ID} />, { path: '/admin/orders/:id', url: `/admin/orders/${ID}` });
  return sent;
}

describe('AdminOrderPage actions', () => {
  it('offers the allowed moves and moves the order with a note, showing the answer', async () => {
    const shipped = detail({
      status: 'Shipped',
      nextStatuses: ['Out for delivery', 'Delivered', 'Cancelled'],
    });
    const sent = setUp(detail(), {
      status: { body: { message: ORDER_ADMIN_MSG.moved('Shipped'), order: shipped } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark Shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Move NA261123-00001 to Shipped' });
    await user.type(within(dialog).getByLabelText(/Note for the timeline/), 'AWB 998');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Shipped' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ORDER_ADMIN_MSG.moved('Shipped'));
    expect(sent).toEqual([{ path: 'status', body: { status: 'Shipped', note: 'AWB 998' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark Out for delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Shipped' })).not.toBeInTheDocument();
  });

  it('asks before cancelling, saying what is refunded, and sends nothing when kept', async () => {
    const sent = setUp(detail(), { status: { body: { message: 'x', order: detail() } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel NA261123-00001?' });
    expect(dialog).toHaveTextContent(`${formatRupees(1050)} is refunded`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a move in the dialog", async () => {
    const message = ORDER_ADMIN_MSG.moveNotAllowed('Delivered', 'Shipped');
    setUp(detail(), { status: refusal(409, message) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark Shipped' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark Shipped' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(message);
  });

  it('prefills the refund with what is left, refuses more, and sends a partial refund with a key', async () => {
    const refunded = detail({ refundedTotal: 200, refundable: 850, refundState: 'partial' });
    const sent = setUp(detail(), {
      refund: { body: { message: ORDER_ADMIN_MSG.refundSent(formatRupees(200)), order: refunded } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund NA261123-00001' });
    const amount = within(dialog).getByLabelText('Amount (₹)');
    expect(amount).toHaveValue('1050.00');
    await retype(user, amount, '1050.01');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText(ORDER_ADMIN_MSG.refundTooMuch(formatRupees(1050))),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    // far over what is left, the message still says how much can go back
    await retype(user, amount, '99999999999');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText(ORDER_ADMIN_MSG.refundTooMuch(formatRupees(1050))),
    ).toBeInTheDocument();
    // 2e1 is 20 to JavaScript, not to the owner who typed it
    await retype(user, amount, '2e1');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('Enter the amount in rupees, like 250 or 250.50'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await retype(user, amount, '200');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Late delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      ORDER_ADMIN_MSG.refundSent(formatRupees(200)),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      amount: 200,
      reason: 'Late delivery',
      idempotencyKey: expect.stringMatching(/^console-/),
    });
    await waitFor(() => expect(screen.getByText('Partly refunded')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the timeline with who acted, and each payment with its refunds', async () => {
    const payment = detail().payments[0]!;
    setUp(
      detail({
        status: 'Cancelled',
        nextStatuses: [],
        refundable: 0,
        refundedTotal: 1050,
        refundState: 'full',
        cancelledAt: '2026-11-23T08:00:00.000Z',
        payments: [
          {
            ...payment,
            refunded: 1050,
            refunds: [
              {
                id: 'r1',
                paymentId: 'p1',
                amount: 1050,
                status: 'processed',
                reason: 'Order cancelled',
                providerRefundId: 'rfnd_sim_1',
                createdAt: '2026-11-23T08:00:00.000Z',
                processedAt: '2026-11-23T08:00:01.000Z',
                failureReason: null,
              },
            ],
          },
        ],
      }),
    );
    const timeline = (await screen.findByRole('heading', { name: 'Timeline' })).closest('section')!;
    expect(within(timeline).getByText('Order placed (Pay now)')).toBeInTheDocument();
    expect(within(timeline).getByText('Pending → Packed')).toBeInTheDocument();
    expect(within(timeline).getByText(/Staff \(Asha\)/)).toBeInTheDocument();
    expect(within(timeline).getByText('Gift wrapped')).toBeInTheDocument();
    const refunds = screen.getByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent(`Refund ${formatRupees(1050)}`);
    expect(refunds).toHaveTextContent('refund processed');
    const header = screen.getByRole('heading', { level: 1, name: 'NA261123-00001' }).parentElement!;
    expect(within(header).getByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
    expect(screen.getByText(/there is no further move/)).toBeInTheDocument();
  });

  it('says what was paid online, not what was asked: nothing for a failed payment', async () => {
    const payment = detail().payments[0]!;
    setUp(
      detail({ paidTotal: 0, refundable: 0, payments: [{ ...payment, status: 'failed', paidAt: null }] }),
    );
    const amounts = (await screen.findByRole('heading', { name: 'Amounts' })).closest('section')!;
    expect(within(amounts).getByText('Paid online').nextSibling).toHaveTextContent(formatRupees(0));
  });

  it('shows a pay-on-delivery balance as collected once it is', async () => {
    setUp(
      detail({
        paymentMode: 'Pay on delivery',
        balanceCollectedAt: '2026-11-24T08:00:00.000Z',
        amounts: { ...detail().amounts, advance: 200, remaining: 800 },
      }),
    );
    const amounts = (await screen.findByRole('heading', { name: 'Amounts' })).closest('section')!;
    expect(within(amounts).getByText('Collected on delivery').nextSibling).toHaveTextContent(
      formatRupees(800),
    );
    expect(within(amounts).queryByText('To collect on delivery')).toBeNull();
  });

  it('writes what is taken off with a minus sign, as the storefront does', async () => {
    setUp(detail({ refundedTotal: 200, refundable: 850, refundState: 'partial' }));
    const amounts = (await screen.findByRole('heading', { name: 'Amounts' })).closest('section')!;
    expect(within(amounts).getByText('Refunded').nextSibling).toHaveTextContent(/^−₹200\.00$/);
  });

  it('asks before recording a pay-on-delivery balance as collected, then sends it with the note', async () => {
    const owed = detail({
      paymentStatus: 'Pay on delivery',
      paymentMode: 'Pay on delivery',
      status: 'Shipped',
      amounts: { ...detail().amounts, advance: 200, remaining: 800 },
    });
    const sent = setUp(owed, {
      collect: {
        body: {
          message: ORDER_ADMIN_MSG.balanceCollected,
          order: { ...owed, balanceCollectedAt: '2026-11-24T08:00:00.000Z' },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark balance collected…' }));
    const dialog = screen.getByRole('dialog', { name: `${formatRupees(800)} collected for NA261123-00001?` });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Mark balance collected…' }));
    const again = screen.getByRole('dialog');
    await user.type(within(again).getByLabelText(/Note/), 'Cash to Ravi');
    await user.click(within(again).getByRole('button', { name: `Mark ${formatRupees(800)} collected` }));
    expect(await screen.findByRole('status')).toHaveTextContent(ORDER_ADMIN_MSG.balanceCollected);
    expect(sent).toEqual([{ path: 'collect', body: { note: 'Cash to Ravi' } }]);
  });
});
