import { documentTitle, encodeProductSegment } from '@storefront/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productOptions } from '@/features/catalogue/api/get-product';
import { HeroSlider } from '@/features/catalogue/home/hero-slider';
import { ProductPage } from '@/features/catalogue/product-page/product-page';
import { variableProduct } from '@/test/fixtures';
import { mockApi } from '@/test/render';
import { seedInitialData } from './initial-data';

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('initial-data')?.remove();
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
});

/** The script the API writes into a served product page: the product call's answer, `<` escaped. */
function embed(answer: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'initial-data';
  script.textContent = JSON.stringify({ product: { id: variableProduct.product_id, answer } }).replace(
    /</g,
    '\\u003c',
  );
  document.body.appendChild(script);
}

const url = `/product/${encodeProductSegment(variableProduct.title)}/${encodeProductSegment(variableProduct.product_id)}`;

describe('seedInitialData', () => {
  it('puts the served product in the query cache: the page renders it at once, with no fetch of it', async () => {
    // sent as the wire may send it (variations as JSON text), with a title holding "<"
    const title = `${variableProduct.title} <b>`;
    embed({
      isError: false,
      data: { ...variableProduct, title, variation: JSON.stringify(variableProduct.variation) },
    });
    const fetchMock = mockApi({ '/pincode/getall/': { pincodesData: [] } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    seedInitialData(client);
    expect(client.getQueryData(productOptions(variableProduct.product_id).queryKey)).toMatchObject({
      title,
      variation: variableProduct.variation,
    });

    const router = createMemoryRouter([{ path: '/product/:title/:productId', element: <ProductPage /> }], {
      initialEntries: [url],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // on the first render, not after a fetch: no skeleton in between
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await client.refetchQueries({ stale: true });
    const productCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input).includes('/grouped-product/'),
    );
    expect(productCalls).toEqual([]);
  });

  it('puts the served slides in the query cache: the hero is drawn on the first render, with no fetch of them', async () => {
    const slide = {
      id: 'oud',
      slider_name: 'The Oud Edit',
      offer_name: 'Up to 20% off',
      description: 'Smoky <and> resinous',
      price: 1999,
      cutOffPrice: 2499,
      image: '/api/media/bottle/oud.svg',
      background_image: '/api/media/banner/oud.svg',
      product: null,
    };
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'initial-data';
    script.textContent = JSON.stringify({ sliders: { isError: false, data: [slide] } }).replace(
      /</g,
      '\\u003c',
    );
    document.body.appendChild(script);
    const fetchMock = mockApi({});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    seedInitialData(client);
    const router = createMemoryRouter([{ path: '/', element: <HeroSlider /> }], { initialEntries: ['/'] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'The Oud Edit' })).toBeInTheDocument();
    expect(screen.getByText('Smoky <and> resinous')).toBeInTheDocument();
    await client.refetchQueries({ stale: true });
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/slider/'))).toEqual([]);
  });

  it('leaves the cache alone without an embed, or with a broken one', () => {
    const client = new QueryClient();
    seedInitialData(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'initial-data';
    script.textContent = '{"product":';
    document.body.appendChild(script);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seedInitialData(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('page titles', () => {
  it('writes the title the server sent, with the site title the served page names', async () => {
    vi.resetModules();
    const siteName = document.createElement('meta');
    siteName.setAttribute('property', 'og:site_name');
    siteName.content = 'Nakshatra Attars';
    document.head.appendChild(siteName);
    document.title = 'Rose | Nakshatra Attars';
    const { usePageTitle } = await import('@/lib/page-title');
    function Page() {
      usePageTitle('Rose');
      return null;
    }
    render(<Page />);
    expect(document.title).toBe(documentTitle('Rose', 'Nakshatra Attars'));
    expect(document.title).toBe('Rose | Nakshatra Attars');
    siteName.remove();
  });
});
