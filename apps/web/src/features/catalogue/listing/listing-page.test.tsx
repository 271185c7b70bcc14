import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardFixture } from '@/test/fixtures';
import { mockApi } from '@/test/render';
import { ListingPage } from './listing-page';

afterEach(() => vi.unstubAllGlobals());

const category = (name: string, position: number) => ({
  id: name,
  category: name,
  name,
  category_name: name,
  icon: '/api/media/category/x.svg',
  status: 'Active',
  position,
  description: '',
});

function renderListing(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/Products', element: <ListingPage /> },
      { path: '/product', element: <ListingPage /> },
      { path: '/category-detail/:category', element: <ListingPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function answers() {
  return mockApi({
    '/products': { items: [cardFixture()], total: 1, page: 1, pageSize: 9 },
    '/category/getdata/category/': {
      isError: false,
      data: [category('Perfume', 1), category('Luxury', 2), category('Eau de Parfum', 3)],
    },
  });
}

/** The category lists the products calls asked for, in order. */
function requestedCategories(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/products')
    .map((url) => url.searchParams.getAll('category'));
}

describe('ListingPage', () => {
  it('moves to the listing of both categories when another is ticked on a category page', async () => {
    const fetchMock = answers();
    const router = renderListing('/category-detail/Perfume');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfume' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Categories/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Categories' });
    // the page's own category is shown as chosen, so it can be kept or dropped
    expect(within(dialog).getByRole('checkbox', { name: 'Perfume' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Luxury' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Products'));
    expect(router.state.location.search).toBe('?category=Perfume&category=Luxury');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfume, Luxury' })).toBeInTheDocument();
    await waitFor(() => expect(requestedCategories(fetchMock).at(-1)).toEqual(['Perfume', 'Luxury']));
  });

  it('leaves the category page for the listing of the other category when its own is unticked', async () => {
    answers();
    const router = renderListing('/category-detail/Perfume');
    await userEvent.click(await screen.findByRole('button', { name: /Categories/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Categories' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Perfume' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Luxury' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Products'));
    expect(router.state.location.search).toBe('?category=Luxury');
    expect(await screen.findByRole('heading', { level: 1, name: 'Luxury' })).toBeInTheDocument();
  });

  it('names a category as the shop stores it, whatever the case of the path', async () => {
    answers();
    renderListing('/category-detail/eau%20de%20parfum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Eau de Parfum' })).toBeInTheDocument();
  });

  it('shows search text as typed, without re-casing it', async () => {
    answers();
    renderListing('/product?search=zzzz%2012%20ml');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Results for “zzzz 12 ml”' });
    expect(heading.className).not.toMatch(/\b(capitalize|uppercase|lowercase)\b/);
  });
});
