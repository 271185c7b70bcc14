import { type AdminQuoteSummary, formatOrderTimestamp, formatRupees } from '@storefront/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { AdminQuotesPage } from './quotes-page';
import { resetAdminSessionForTests } from './session';
import { expectTexts, findRows, OWNER, stubAdminApi } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const quote = (n: number, extra: Partial<AdminQuoteSummary> = {}): AdminQuoteSummary => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  receiptId: `NA26112${n}-0000${n}`,
  createdAt: `2026-11-2${n}T06:00:00.000Z`,
  customerName: `Customer ${n}`,
  email: `c${n}@example.com`,
  mobile: '9876543210',
  state: 'requested',
  paymentStatus: 'Quote',
  total: 1000 * n,
  itemCount: n,
  pricedAt: null,
  ...extra,
});

function setUp() {
  stubAdminApi((url) => {
    if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 'staff-token', staff: OWNER } };
    if (url.pathname === '/api/admin/quotes')
      return {
        body: {
          items: [quote(1), quote(2, { state: 'priced', pricedAt: '2026-11-22T08:00:00.000Z' })],
          page: 1,
          pageSize: 20,
          total: 2,
        },
      };
    return undefined;
  });
  return renderRoute(<AdminQuotesPage />, { path: '/admin/quotes', url: '/admin/quotes' });
}

describe('AdminQuotesPage', () => {
  it('shows each quotation on a phone as one card with its total and state, linking to it', async () => {
    setUp();
    const cards = await findRows('list', 'Quotations');
    expect(cards).toHaveLength(2);
    const second = within(cards[1]!).getByRole('link');
    expect(second).toHaveAttribute('href', '/admin/quotes/00000000-0000-4000-8000-000000000002');
    expectTexts(second, [
      'NA261122-00002',
      formatRupees(2000),
      'Customer 2',
      `Asked ${formatOrderTimestamp('2026-11-22T06:00:00.000Z')} · 2 items`,
      'State',
      'Priced, link sent',
    ]);
    expect(within(cards[0]!).getByRole('link')).toHaveTextContent('· 1 item');
    expect(within(cards[0]!).getByText('Requested')).toBeInTheDocument();
    // jsdom has no layout: the cards are for phones only and the table for wider screens
    expect(screen.getByRole('list', { name: 'Quotations' })).toHaveClass('sm:hidden');
    expect(screen.getByRole('table').closest('.hidden')).toHaveClass('sm:block');
  });

  it('shows the same quotations in a table from sm up', async () => {
    setUp();
    const rows = await findRows('table');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByRole('link', { name: 'NA261122-00002' })).toHaveAttribute(
      'href',
      '/admin/quotes/00000000-0000-4000-8000-000000000002',
    );
    expectTexts(rows[2]!, [formatRupees(2000), 'Priced, link sent', 'c2@example.com']);
  });
});
