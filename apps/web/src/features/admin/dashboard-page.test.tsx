import { type AdminDashboard, formatRupees } from '@storefront/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { AdminDashboardPage } from './dashboard-page';
import { resetAdminSessionForTests } from './session';
import { OWNER, stubAdminApi } from './testing';

// uPlot draws on a canvas, which jsdom has not got: the chart gets the days it would draw
vi.mock('./sales-chart', () => ({
  SalesChart: ({ days }: { days: AdminDashboard['dailySales'] }) => (
    <p>
      chart of {days.length} days, last {days.at(-1)?.date}
    </p>
  ),
}));

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  revenue: i === 29 ? 1050 : 0,
  refunded: 0,
  orders: i === 29 ? 1 : 0,
}));
const dashboard: AdminDashboard = {
  today: '2026-11-30',
  countedStatuses: ['Success', 'Pay on delivery'],
  periods: {
    today: { revenue: 1050, refunded: 0, orders: 1 },
    last7Days: { revenue: 4100, refunded: 0, orders: 3 },
    last30Days: { revenue: 125000.5, refunded: 1000, orders: 42 },
  },
  dailySales: days,
  waiting: [
    { status: 'Pending', count: 2 },
    { status: 'Processing', count: 0 },
    { status: 'Packed', count: 1 },
    { status: 'Shipped', count: 0 },
    { status: 'Out for delivery', count: 0 },
  ],
  lowStock: {
    threshold: 5,
    items: [
      {
        productId: 'p1',
        variationId: 'v1',
        title: 'Rudraksha mala',
        sku: 'VAR-5',
        stock: 0,
        attributes: { Size: '5 mukhi' },
      },
      { productId: 'p2', variationId: null, title: 'Rose attar', sku: 'LOW-2', stock: 2, attributes: {} },
    ],
  },
  unreadMessages: 3,
};

function showDashboard() {
  stubAdminApi((url) => {
    if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 't', staff: OWNER } };
    if (url.pathname === '/api/admin/dashboard') return { body: dashboard };
    return undefined;
  });
  renderRoute(<AdminDashboardPage />, { path: '/admin/dashboard', url: '/admin/dashboard' });
}

describe('AdminDashboardPage', () => {
  it('shows the figures for today, 7 and 30 days, the unread count and which orders count', async () => {
    showDashboard();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(formatRupees(125000.5))).toBeInTheDocument();
    expect(screen.getByText(`42 orders · ${formatRupees(1000)} refunded`)).toBeInTheDocument();
    expect(screen.getByText('1 order')).toBeInTheDocument();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: /Unread messages/ })).toHaveAttribute(
      'href',
      '/admin/inbox?state=unread',
    );
    expect(
      screen.getByText(/Sales are orders paid online or on pay on delivery \(Success, Pay on delivery\)/),
    ).toBeInTheDocument();
    expect(await screen.findByText('chart of 30 days, last 2026-11-30')).toBeInTheDocument();
  });

  it('lists the orders waiting per status with links, and low stock with out-of-stock marked', async () => {
    showDashboard();
    expect(await screen.findByRole('heading', { name: 'Orders waiting (3)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Packed' })).toHaveAttribute(
      'href',
      '/admin/orders?status=Packed',
    );
    const low = screen.getByRole('heading', { name: 'Low stock (5 or fewer)' }).closest('section')!;
    const items = within(low).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Rudraksha mala');
    expect(items[0]).toHaveTextContent('VAR-5 · 5 mukhi');
    expect(items[0]).toHaveTextContent('Out');
    expect(items[1]).toHaveTextContent('Rose attar');
    expect(items[1]).toHaveTextContent('2');
  });
});
