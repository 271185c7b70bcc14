import { CANCELLED_ORDER_MSG, formatOrderDate, formatRupees } from '@storefront/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute } from '@/test/render';
import { signedInForEachTest } from '@/test/session';
import { renderOrderCard } from './components/order-card-testing';
import { orderFixture } from './test-orders';
import { TrackOrderPage } from './track-order-page';

const cancelled = (extra = {}) =>
  orderFixture({
    orderStatus: 'Cancelled',
    cancelledAt: '2025-03-02T06:30:00.000Z',
    refundedAmount: 1838.2,
    refundPendingAmount: 0,
    ...extra,
  });

describe('a cancelled order on the orders tab', () => {
  it('says Cancelled instead of Track Order, with no delivery estimate, and shows the refund', () => {
    renderOrderCard(cancelled());
    expect(screen.queryByRole('link', { name: /Track Order/ })).toBeNull();
    expect(screen.getByTestId('order-badge')).toHaveTextContent(CANCELLED_ORDER_MSG.badge);
    expect(screen.queryByTestId('order-delivery')).toBeNull();
    expect(screen.queryByText(/Estimated delivery/)).toBeNull();
    expect(screen.getByTestId('order-cancelled')).toHaveTextContent(
      CANCELLED_ORDER_MSG.cancelledOn(formatOrderDate('2025-03-02T06:30:00.000Z')),
    );
    expect(screen.getByTestId('order-refunded')).toHaveTextContent(
      CANCELLED_ORDER_MSG.refunded(formatRupees(1838.2)),
    );
  });

  it('shows a refund still on its way apart, and no refund line when nothing was paid', () => {
    const { unmount } = renderOrderCard(cancelled({ refundedAmount: 0, refundPendingAmount: 500 }));
    expect(screen.getByTestId('order-refund-pending')).toHaveTextContent(
      CANCELLED_ORDER_MSG.refundOnItsWay(formatRupees(500)),
    );
    expect(screen.queryByTestId('order-refunded')).toBeNull();
    unmount();
    renderOrderCard(cancelled({ status: 'Pay on delivery', refundedAmount: 0 }));
    expect(screen.getByTestId('order-cancelled')).not.toHaveTextContent('Refund');
  });
});

describe('a cancelled order on the track page', () => {
  signedInForEachTest({ user_id: 'u1' });

  it('marks every step Cancelled and shows the refund, with no invoice to download', async () => {
    mockApi({ '/payment/order/o1': { isError: false, data: cancelled() } });
    renderRoute(<TrackOrderPage />, { path: '/track/:id', url: '/track/o1' });
    expect(await screen.findByTestId('order-cancelled')).toHaveTextContent(
      CANCELLED_ORDER_MSG.refunded(formatRupees(1838.2)),
    );
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThanOrEqual(4);
    expect(screen.queryByRole('link', { name: /Download Invoice/ })).toBeNull();
    expect(screen.queryByText(/Estimated delivery/)).toBeNull();
  });
});

describe('a refunded order that is not cancelled', () => {
  it('keeps Track Order and shows the refund on its card', () => {
    renderOrderCard(orderFixture({ refundedAmount: 200, refundPendingAmount: 0 }));
    expect(screen.getByRole('link', { name: /Track Order/ })).toBeInTheDocument();
    expect(screen.getByTestId('order-refunded')).toHaveTextContent(
      CANCELLED_ORDER_MSG.refunded(formatRupees(200)),
    );
    expect(screen.queryByTestId('order-cancelled')).toBeNull();
  });
});
