import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '@/features/orders/test-orders';
import { mockApi, renderRoute } from '@/test/render';
import { signedInForEachTest } from '@/test/session';
import { OrdersTab } from './orders-tab';

signedInForEachTest({ user_id: 'u1', email: 'asha@example.com' });

describe('OrdersTab', () => {
  it('shows skeletons, then the orders in the order the server sends them (newest first)', async () => {
    const fetchMock = mockApi({
      '/payment/u1': {
        isError: false,
        data: [
          orderFixture({
            order_id: 'o2',
            receipt_id: 'NA250302-00002',
            createdAt: '2025-03-02T06:30:00.000Z',
          }),
          orderFixture({ order_id: 'o1', receipt_id: 'NA250301-00001', status: 'Failed' }),
        ],
      },
    });
    renderRoute(<OrdersTab />);
    expect(screen.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('order-card');
    expect(cards.map((card) => within(card).getByTestId('order-receipt').textContent)).toEqual([
      'NA250302-00002',
      'NA250301-00001',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: /Track Order/ })).toHaveAttribute('href', '/track/o2');
    expect(within(cards[1]!).getByTestId('order-badge')).toHaveTextContent('Failed');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payment/u1');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('shows the empty state when there are no orders', async () => {
    mockApi({ '/payment/u1': { isError: false, data: [] } });
    renderRoute(<OrdersTab />);
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('No orders yet');
  });
});
