import { formatRupees, ORDER_ADMIN_MSG, type RefundDueItem } from '@storefront/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { AdminRefundDuePage } from './refund-due-page';
import { resetAdminSessionForTests } from './session';
import { OWNER, refusal, stubAdminApi } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const item = (n: number, extra: Partial<RefundDueItem> = {}): RefundDueItem => ({
  paymentId: `pay-${n}`,
  orderId: `order-${n}`,
  receiptId: `NA26112${n}-0000${n}`,
  customerName: `Customer ${n}`,
  email: `c${n}@example.com`,
  mobile: '9876543210',
  provider: 'simulator',
  providerPaymentId: `pay_sim_${n}`,
  amount: 500 * n,
  refunded: 0,
  left: 500 * n,
  paidAt: '2026-11-23T06:00:00.000Z',
  paymentStatus: 'Failed',
  status: 'Pending',
  ...extra,
});

function setUp(items: RefundDueItem[], answer: { status?: number; body: unknown }) {
  const sent: { path: string; body: unknown }[] = [];
  stubAdminApi((url, init) => {
    if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 'staff-token', staff: OWNER } };
    if (url.pathname === '/api/admin/payments/refund-due') return { body: { items } };
    if (init?.method === 'POST') {
      sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return answer;
    }
    return undefined;
  });
  renderRoute(<AdminRefundDuePage />, { path: '/admin/refunds', url: '/admin/refunds' });
  return sent;
}

describe('AdminRefundDuePage', () => {
  it('lists late payments and refunds one in full after confirming', async () => {
    const sent = setUp([item(1), item(2, { refunded: 100, left: 900 })], {
      body: { message: ORDER_ADMIN_MSG.refundSent(formatRupees(500)) },
    });
    const user = userEvent.setup();
    const first = (await screen.findByRole('link', { name: 'NA261121-00001' })).closest('li')!;
    // a part-refunded payment can only be refunded further
    const second = screen.getByRole('link', { name: 'NA261122-00002' }).closest('li')!;
    expect(within(second).queryByRole('button', { name: 'Keep' })).toBeNull();
    expect(within(second).getByRole('button', { name: `Refund ${formatRupees(900)}` })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: `Refund ${formatRupees(500)}` }));
    const dialog = screen.getByRole('dialog', { name: `Refund ${formatRupees(500)}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      ORDER_ADMIN_MSG.refundSent(formatRupees(500)),
    );
    expect(sent).toEqual([
      {
        path: '/api/admin/payments/pay-1/refund',
        body: { idempotencyKey: expect.stringMatching(/^console-/) },
      },
    ]);
  });

  it("shows the server's refusal to keep a payment whose stock is gone", async () => {
    const message = ORDER_ADMIN_MSG.acceptNoStock('Oud Royale is out of stock');
    setUp([item(1)], refusal(409, message));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Keep' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('says so when nothing is waiting', async () => {
    setUp([], { body: {} });
    expect(await screen.findByText('No payments are waiting for a refund.')).toBeInTheDocument();
  });
});
