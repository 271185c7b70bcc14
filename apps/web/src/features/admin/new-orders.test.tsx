import { NOTIFICATIONS_MSG } from '@storefront/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { ConsoleLayout } from './console-layout';
import { resetAdminSessionForTests } from './session';
import { OWNER, stubAdminApi } from './testing';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify: toast }));

beforeEach(() => {
  resetAdminSessionForTests();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const order = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  receiptId: `NA-1000${n}`,
  total: 1100,
  createdAt: '2026-11-23T10:00:00.000Z',
});

describe('new orders in the console', () => {
  it('shows a badge on Orders and a toast once per new order, asking with the time the console opened', async () => {
    let latest = [order(1)];
    const asked: string[] = [];
    stubAdminApi((url) => {
      if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 't', staff: OWNER } };
      if (url.pathname === '/api/admin/orders/live') {
        asked.push(url.searchParams.get('since') ?? '');
        return { body: { count: latest.length, latest } };
      }
      return undefined;
    });
    const { client } = renderRoute(
      <ConsoleLayout>
        <p>Page</p>
      </ConsoleLayout>,
      { path: '/admin/dashboard', url: '/admin/dashboard' },
    );
    const badge = await screen.findByRole('status', { name: '1 new' });
    expect(badge).toHaveTextContent('1');
    expect(asked[0]).toBe(sessionStorage.getItem('console:new-orders-since'));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(NOTIFICATIONS_MSG.newOrderToast('NA-10001')));

    // the next poll brings a second order: one more toast, none again for the first
    latest = [order(2), order(1)];
    await act(() => client.refetchQueries({ queryKey: ['admin', 'orders', 'live'] }));
    expect(await screen.findByRole('status', { name: '2 new' })).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledTimes(2);
    expect(toast.info).toHaveBeenLastCalledWith(NOTIFICATIONS_MSG.newOrderToast('NA-10002'));
  });

  it('shows no badge on the orders list itself', async () => {
    stubAdminApi((url) => {
      if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 't', staff: OWNER } };
      if (url.pathname === '/api/admin/orders/live') return { body: { count: 1, latest: [order(3)] } };
      return undefined;
    });
    renderRoute(
      <ConsoleLayout>
        <p>Orders</p>
      </ConsoleLayout>,
      { path: '/admin/orders', url: '/admin/orders' },
    );
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(NOTIFICATIONS_MSG.newOrderToast('NA-10003')));
    expect(screen.queryByRole('status', { name: /new/ })).not.toBeInTheDocument();
  });
});
