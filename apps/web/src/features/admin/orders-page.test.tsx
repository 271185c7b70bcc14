import { ADMIN_MSG, ADMIN_ORDERS_EXPORT_MAX, type AdminOrderSummary, formatRupees } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { AdminOrdersPage } from './orders-page';
import { resetAdminSessionForTests } from './session';
import { findRows, OWNER, pickFilters, stubAdminApi } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const order = (n: number, extra: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  receiptId: `OR26112${n}-0000${n}`,
  createdAt: `2026-11-2${n}T06:00:00.000Z`,
  customerName: `Customer ${n}`,
  email: `c${n}@example.com`,
  mobile: '9876543210',
  paymentStatus: 'Success',
  status: 'Pending',
  paymentMode: 'Pay now',
  total: 1000 * n,
  paidOnline: 1000 * n,
  itemCount: 1,
  ...extra,
});

function setUp(total = 45) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubAdminApi((url, init) => {
    if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 'staff-token', staff: OWNER } };
    if (url.pathname === '/api/admin/orders') {
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer staff-token');
      queries.push(url.searchParams);
      return {
        body: {
          items: [
            order(1),
            order(2, { status: 'Shipped', paymentStatus: 'Pay on delivery', paymentMode: 'Pay on delivery' }),
          ],
          page: Number(url.searchParams.get('page') ?? 1),
          pageSize: 20,
          total,
        },
      };
    }
    return undefined;
  });
  const view = renderRoute(<AdminOrdersPage />, { path: '/admin/orders', url: '/admin/orders' });
  return { ...view, queries, fetchMock, last: () => queries.at(-1)! };
}

describe('AdminOrdersPage', () => {
  it("shows the server's page of orders in a table with links to each order", async () => {
    setUp();
    const rows = await findRows('table');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'OR261121-00001' })).toHaveAttribute(
      'href',
      '/admin/orders/00000000-0000-4000-8000-000000000001',
    );
    expect(within(rows[2]!).getByText('Shipped')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(formatRupees(2000))).toBeInTheDocument();
    expect(screen.getByText('45 orders · page 1 of 3')).toBeInTheDocument();
  });

  it('asks the server for the sort, filters, search and pages the owner picks', async () => {
    const user = userEvent.setup();
    const { last, router } = setUp();
    await screen.findByRole('table');
    expect(last().get('sort')).toBe('date');
    expect(last().get('dir')).toBe('desc');

    await user.click(screen.getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(last().get('dir')).toBe('asc'));

    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(last().get('sort')).toBe('total'));

    await pickFilters(user, last, [
      ['Status', 'Shipped', 'status'],
      ['Payment mode', 'Pay on delivery', 'paymentMode'],
    ]);

    await user.type(screen.getByLabelText('Search orders'), 'priya{Enter}');
    await waitFor(() => expect(last().get('q')).toBe('priya'));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last().get('page')).toBe('2'));
    expect(router.state.location.search).toContain('page=2');
    expect(last().get('status')).toBe('Shipped');
  });

  it('says so when nothing matches', async () => {
    stubAdminApi((url) => {
      if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 't', staff: OWNER } };
      if (url.pathname === '/api/admin/orders')
        return { body: { items: [], page: 1, pageSize: 20, total: 0 } };
      return undefined;
    });
    renderRoute(<AdminOrdersPage />, { path: '/admin/orders', url: '/admin/orders?status=Delivered' });
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
  });
});

describe('AdminOrdersPage, export', () => {
  function setUpExport(
    staff: Omit<typeof OWNER, 'role'> & { role: string } = OWNER,
    exportAnswer?: { status: number; body: unknown },
  ) {
    const fetchMock = stubAdminApi((url) => {
      if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 'staff-token', staff } };
      if (url.pathname === '/api/admin/orders')
        return { body: { items: [order(1)], page: 1, pageSize: 20, total: 1 } };
      if (url.pathname === '/api/admin/orders/export') return exportAnswer ?? { body: 'Date\r\n' };
      return undefined;
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderRoute(<AdminOrdersPage />, {
      path: '/admin/orders',
      url: '/admin/orders?status=Delivered&from=2026-10-01&to=2026-10-31&sort=total&page=2',
    });
    return fetchMock;
  }

  it('downloads the sales register with the filters shown, not the sort or the page', async () => {
    const user = userEvent.setup();
    const fetchMock = setUpExport();
    await findRows('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/orders/export?status=Delivered&from=2026-10-01&to=2026-10-31',
        expect.objectContaining({ headers: { authorization: 'Bearer staff-token' } }),
      ),
    );
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it("says why the server refused the export, in the server's words", async () => {
    const user = userEvent.setup();
    const message = ADMIN_MSG.tooManyToExport(ADMIN_ORDERS_EXPORT_MAX);
    setUpExport(OWNER, {
      status: 400,
      body: { isError: true, msg: message, code: 'VALIDATION_ERROR', fields: { from: message } },
    });
    await findRows('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More than 10,000 orders match. Choose fewer dates to export them.',
    );
  });

  it('is not offered to staff who are not the owner', async () => {
    setUpExport({ ...OWNER, role: 'staff' });
    await findRows('table');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
