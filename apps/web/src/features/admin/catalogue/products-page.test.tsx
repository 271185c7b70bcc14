import { type AdminProductSummary, formatRupees } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { resetAdminSessionForTests } from '../session';
import { expectTexts, findRows, OWNER, pickFilters, stubAdminApi } from '../testing';
import { AdminProductsPage } from './products-page';
import { category } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const summary = (n: number, extra: Partial<AdminProductSummary> = {}): AdminProductSummary => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Product ${n}`,
  sku: `SKU-${n}`,
  image: `/media/${n}.jpg`,
  productType: 'Simple',
  status: 'Active',
  price: 100 * n,
  salePrice: null,
  totalStock: 20,
  variationCount: 0,
  categories: ['Attar'],
  updatedAt: '2026-11-20T06:00:00.000Z',
  ...extra,
});

function setUp(url = '/admin/products') {
  const queries: URLSearchParams[] = [];
  stubAdminApi((request) => {
    if (request.pathname === '/api/admin/refresh')
      return { body: { accessToken: 'staff-token', staff: OWNER } };
    if (request.pathname === '/api/admin/categories') return { body: { items: [category(1), category(2)] } };
    if (request.pathname === '/api/admin/products') {
      queries.push(request.searchParams);
      return {
        body: {
          items: [
            summary(1, { salePrice: 80 }),
            summary(2, { totalStock: 0, status: 'Draft' }),
            summary(3, { totalStock: 3, productType: 'Variable Product', variationCount: 2 }),
          ],
          total: 60,
          page: Number(request.searchParams.get('page') ?? 1),
          pageSize: 25,
          lowStockThreshold: 5,
        },
      };
    }
    return undefined;
  });
  const view = renderRoute(<AdminProductsPage />, { path: '/admin/products', url });
  return { ...view, last: () => queries.at(-1)! };
}

describe('AdminProductsPage', () => {
  it('lists products with their price, sale price, stock warnings and a link to each', async () => {
    setUp();
    const rows = await findRows('table');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('link', { name: 'Product 1' })).toHaveAttribute(
      'href',
      '/admin/products/00000000-0000-4000-8000-000000000001',
    );
    expect(within(rows[1]!).getByText('SKU-1')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(formatRupees(80))).toBeInTheDocument();
    expect(within(rows[1]!).getByText(formatRupees(100))).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Low')).toBeNull();
    expect(within(rows[2]!).getByText('Out of stock')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Low')).toBeInTheDocument();
    expect(screen.getByText('60 products · page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/admin/products/new');
  });

  it('shows each product on a phone as a card with its price, stock mark and status, opening the product', async () => {
    setUp();
    const cards = await findRows('list', 'Products');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', '/admin/products/00000000-0000-4000-8000-000000000001');
    expectTexts(first, [
      'Product 1',
      'SKU-1',
      formatRupees(80),
      formatRupees(100),
      'Stock 20',
      'Active',
      'Simple',
    ]);
    expect(within(first).queryByText('Low')).toBeNull();
    expectTexts(cards[1]!, ['Out of stock', 'Draft']);
    expectTexts(cards[2]!, ['SKU-3 · 2 variations', 'Stock 3', 'Variable Product']);
    expect(within(cards[2]!).getByText('Low')).toBeInTheDocument();
    // jsdom has no layout: the cards are for phones only and the table for wider screens
    expect(screen.getByRole('list', { name: 'Products' })).toHaveClass('sm:hidden');
    expect(screen.getByRole('table', { name: 'Products' }).closest('.hidden')).toHaveClass('sm:block');
  });

  it('asks the server for the search, filters and page the owner picks, kept in the address', async () => {
    const user = userEvent.setup();
    const { last, router } = setUp();
    await screen.findByRole('table');

    await user.type(screen.getByLabelText('Search products'), 'rose{Enter}');
    await waitFor(() => expect(last().get('q')).toBe('rose'));
    await pickFilters(user, last, [
      ['Type', 'Variable Product', 'type'],
      ['Status', 'Draft', 'status'],
      ['Category', 'Incense', 'category'],
      ['Stock', 'low', 'stock'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last().get('page')).toBe('2'));
    expect(router.state.location.search).toContain('stock=low');
    expect(last().get('q')).toBe('rose');
  });

  it('reads the filters from the address and leaves out values the server does not know', async () => {
    const { last } = setUp('/admin/products?stock=out&type=Bogus');
    await screen.findByRole('table');
    expect(last().get('stock')).toBe('out');
    expect(last().has('type')).toBe(false);
  });
});
