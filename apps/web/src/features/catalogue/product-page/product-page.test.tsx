import { encodeProductSegment, MSG } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture, variableProduct } from '@/test/fixtures';
import { mockApi, renderRoute, slowCartApi } from '@/test/render';
import { signedInForEachTest } from '@/test/session';
import { ProductPage } from './product-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify: toast }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
});

const url = `/product/${encodeProductSegment(variableProduct.title)}/${encodeProductSegment(variableProduct.product_id)}`;

describe('ProductPage', () => {
  it('updates price and SKU when an attribute is picked', async () => {
    mockApi({
      '/grouped-product/single/': { isError: false, data: variableProduct },
      '/pincode/getall/': { pincodesData: [] },
    });
    renderRoute(<ProductPage />, { path: '/product/:title/:productId', url });

    expect(await screen.findByRole('heading', { level: 1, name: variableProduct.title })).toBeInTheDocument();
    expect(screen.getByTestId('product-sku')).toHaveTextContent('ROSE-50');
    expect(screen.getByTestId('product-price')).toHaveTextContent('₹850.00');
    expect(screen.getByTestId('product-price')).toHaveTextContent('Save ₹50.00 (6% off)');

    await userEvent.click(screen.getByText('100 ml'));
    expect(screen.getByTestId('product-sku')).toHaveTextContent('ROSE-100');
    expect(screen.getByTestId('product-price')).toHaveTextContent('₹1,600.00');
    expect(screen.getByTestId('product-price')).not.toHaveTextContent('Save');
    expect(screen.getByTestId('product-main-image')).toHaveAttribute('src', '/api/media/rose-100.svg');

    const jsonLd = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({ '@type': 'Product', sku: 'ROSE-100' });
  });

  it('reads variations sent as JSON text, as the contract allows', async () => {
    mockApi({
      '/grouped-product/single/': {
        isError: false,
        data: { ...variableProduct, variation: JSON.stringify(variableProduct.variation) },
      },
      '/pincode/getall/': { pincodesData: [] },
    });
    renderRoute(<ProductPage />, { path: '/product/:title/:productId', url });
    expect(await screen.findByRole('heading', { level: 1, name: variableProduct.title })).toBeInTheDocument();
    expect(screen.getByTestId('product-sku')).toHaveTextContent('ROSE-50');
    expect(screen.getByTestId('product-price')).toHaveTextContent('Save ₹50.00 (6% off)');
    await userEvent.click(screen.getByText('100 ml'));
    expect(screen.getByTestId('product-sku')).toHaveTextContent('ROSE-100');
  });

  it('lists package items sent as JSON text', async () => {
    const grouped = productFixture({ product_type: 'Grouped Product', title: 'Festive Gift Box' });
    const items = [
      { product_id: null, title: 'Mini Oud', image: '/api/media/a.svg' },
      { product_id: null, title: 'Mini Rose', image: '/api/media/b.svg' },
    ];
    mockApi({
      '/grouped-product/single/': {
        isError: false,
        data: { ...grouped, grouped_product: JSON.stringify(items) },
      },
      '/pincode/getall/': { pincodesData: [] },
    });
    renderRoute(<ProductPage />, { path: '/product/:title/:productId', url });
    expect(await screen.findByRole('heading', { name: MSG.includedInPackage })).toBeInTheDocument();
    const list = screen.getByTestId('grouped-items');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mini Oud', 'Mini Rose']);
  });

  it('gives the same badge as the card: the variation the card price comes from, then the chosen one', async () => {
    const signature = {
      ...variableProduct,
      originalPrice: 1599,
      discountPrice: 1299,
      price: 849,
      priceMrp: 999,
      variation: variableProduct.variation.map((v, i) =>
        i === 0 ? { ...v, price: 999, salePrice: 849 } : { ...v, price: 1999, salePrice: 1599 },
      ),
    };
    mockApi({
      '/grouped-product/single/': { isError: false, data: signature },
      '/pincode/getall/': { pincodesData: [] },
    });
    renderRoute(<ProductPage />, { path: '/product/:title/:productId', url });
    const price = await screen.findByTestId('product-price');
    expect(price).toHaveTextContent('Save ₹150.00 (15% off)');
    await userEvent.click(screen.getByText('100 ml'));
    expect(screen.getByTestId('product-price')).toHaveTextContent('Save ₹400.00 (20% off)');
  });

  it('shows the stored category names as they are written', async () => {
    mockApi({
      '/grouped-product/single/': {
        isError: false,
        data: { ...variableProduct, category: ['Perfume', 'Eau de Parfum'] },
      },
      '/pincode/getall/': { pincodesData: [] },
    });
    renderRoute(<ProductPage />, { path: '/product/:title/:productId', url });
    const categories = await screen.findByText('Perfume · Eau de Parfum');
    expect(categories.className).not.toMatch(/\b(uppercase|capitalize)\b/);
  });

  it('shows Not Found for a segment that does not decode', async () => {
    mockApi({});
    renderRoute(<ProductPage />, { path: '/product/:title/:productId', url: '/product/x/%%%bad' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

const simple = productFixture();
const simpleUrl = `/product/${encodeProductSegment(simple.title)}/${encodeProductSegment(simple.product_id)}`;
const productRoutes = {
  '/grouped-product/single/': { isError: false, data: simple },
  '/pincode/getall/': { pincodesData: [] },
  '/cart/': { isError: false, data: [] },
};

describe('ProductPage Add to Cart, tapped twice on a slow connection', () => {
  signedInForEachTest();

  it('sends one add and shows one toast, the button busy until the server answers', async () => {
    const api = slowCartApi(productRoutes);
    renderRoute(<ProductPage />, { path: '/product/:title/:productId', url: simpleUrl });
    const button = await screen.findByRole('button', { name: 'Add to Cart' });

    await userEvent.dblClick(button);
    await waitFor(() => expect(api.adds).toHaveLength(1));
    // busy under the same name, so a second tap does nothing
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Add to Cart');

    api.answerAdds();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(api.adds).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith(MSG.productAddedToCart);
    expect(toast.warning).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('ProductPage Add to Cart for a guest', () => {
  it('keeps one line in the local cart and says Added to cart once for a double tap', async () => {
    const api = slowCartApi(productRoutes);
    renderRoute(<ProductPage />, { path: '/product/:title/:productId', url: simpleUrl });
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.addedToCart));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
    expect(toast.success).toHaveBeenCalledOnce();
    expect(toast.warning).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('storefront.guest-cart') ?? '[]')).toHaveLength(1);
    expect(api.adds).toHaveLength(0);
  });
});
