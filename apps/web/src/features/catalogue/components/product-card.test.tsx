import { MSG, PRODUCT_CARD_IMAGE_SIZES } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardFixture, productFixture, variableProduct } from '@/test/fixtures';
import { mockApi, renderRoute, slowCartApi } from '@/test/render';
import { signedInForEachTest } from '@/test/session';
import { productOptions } from '../api/get-product';
import { ProductCard } from './product-card';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify: toast }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ProductCard', () => {
  it('shows a simple product with its prices and an Add to cart button', () => {
    renderRoute(<ProductCard product={cardFixture()} />);
    expect(screen.getByRole('link', { name: 'Oud Royale Attar' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product\//),
    );
    expect(screen.getByText('₹1,199.00')).toBeInTheDocument();
    expect(screen.getByText('₹1,499.00').closest('s')).not.toBeNull();
    expect(screen.getByRole('button', { name: /Add Oud Royale Attar to cart/ })).toBeEnabled();
  });

  it('lets a phone fetch a phone-sized file of an uploaded picture', () => {
    const image = '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-1024.webp';
    const { container } = renderRoute(<ProductCard product={cardFixture({ image })} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-320.webp 320w');
    expect(img.getAttribute('sizes')).toBe(PRODUCT_CARD_IMAGE_SIZES);
  });

  it('disables a simple product with no stock and labels it Out of Stock', () => {
    renderRoute(<ProductCard product={cardFixture({ totalStock: 0, stock: 0 })} />);
    const button = screen.getByRole('button', { name: /Out of Stock/ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(MSG.outOfStock);
  });

  it('adds a simple product to the guest cart', async () => {
    mockApi({ '/grouped-product/single/': { isError: false, data: productFixture() } });
    renderRoute(<ProductCard product={cardFixture()} />);
    await userEvent.click(screen.getByRole('button', { name: /Add Oud Royale Attar to cart/ }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('storefront.guest-cart') ?? '[]')).toHaveLength(1),
    );
  });

  it('opens the variation chooser for a variable product', async () => {
    mockApi({ '/grouped-product/single/': { isError: false, data: variableProduct } });
    renderRoute(
      <ProductCard product={cardFixture({ ...variableProduct, product_type: 'Variable Product' })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Rose Musk Eau de Parfum${MSG.chooseVariationSuffix}`,
    });
    const cards = await within(dialog).findAllByTestId('variation-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('SKU: ROSE-50')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('₹850.00')).toBeInTheDocument();
    // the second variation has no sale price, so no sale line
    expect(within(cards[1]!).queryByText(/Sale price/)).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Select' })).toHaveFocus();
  });

  it('shows View Details and Select Package for a grouped product', async () => {
    const grouped = productFixture({
      product_type: 'Grouped Product',
      title: 'Festive Gift Box',
      grouped_product: [
        { product_id: null, title: 'Mini Oud', image: '/api/media/a.svg' },
        { product_id: null, title: 'Mini Rose', image: '/api/media/b.svg' },
      ],
    });
    mockApi({
      '/grouped-product/single/': { isError: false, data: grouped },
      '/help/single/': { help: { whatsapp_number: '9876543210', mobile: null } },
    });
    renderRoute(
      <ProductCard product={cardFixture({ product_type: 'Grouped Product', title: 'Festive Gift Box' })} />,
    );
    expect(screen.getByRole('button', { name: 'Select Package' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Festive Gift Box' });
    expect(within(dialog).getByText(MSG.includedInPackage)).toBeInTheDocument();
    expect(await within(dialog).findByText('Mini Oud')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Mini Rose' })).toBeInTheDocument();
    expect(within(dialog).getByText(/customised/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/919876543210/),
    );
    expect(within(dialog).getByRole('button', { name: 'Select Package' })).toBeInTheDocument();
  });

  it('takes the badge of a variable product from the variation its From price comes from', () => {
    // the product's own prices (1599 / 1299) would say 19% off; its cheapest variation,
    // 999 / 849, is what the page opens on and what the From price shows: 15% off
    renderRoute(
      <ProductCard
        product={cardFixture({
          product_type: 'Variable Product',
          title: 'Signature Attar Collection',
          originalPrice: 1599,
          discountPrice: 1299,
          price: 849,
          priceMrp: 999,
        })}
      />,
    );
    expect(screen.getByText('15% off')).toBeInTheDocument();
    expect(screen.queryByText('19% off')).toBeNull();
    expect(screen.getByText('₹849.00')).toBeInTheDocument();
    // the MRP of that variation struck through beside it, as on the product page
    expect(screen.getByText('₹999.00').closest('s')).not.toBeNull();
  });

  it('shows no badge for a variable product whose cheapest variation is not on sale', () => {
    renderRoute(
      <ProductCard
        product={cardFixture({
          product_type: 'Variable Product',
          originalPrice: 1599,
          discountPrice: 1299,
          price: 999,
          priceMrp: 999,
        })}
      />,
    );
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('reads the package items of a grouped product sent as JSON text', async () => {
    const items = [{ product_id: null, title: 'Mini Oud', image: '/api/media/a.svg' }];
    mockApi({
      '/grouped-product/single/': {
        isError: false,
        data: {
          ...productFixture({ product_type: 'Grouped Product' }),
          grouped_product: JSON.stringify(items),
        },
      },
      '/help/single/': { help: { whatsapp_number: null, mobile: null } },
    });
    renderRoute(<ProductCard product={cardFixture({ product_type: 'Grouped Product' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Mini Oud')).toBeInTheDocument();
  });

  it('reads the variations of a variable product sent as JSON text in the chooser', async () => {
    mockApi({
      '/grouped-product/single/': {
        isError: false,
        data: { ...variableProduct, variation: JSON.stringify(variableProduct.variation) },
      },
    });
    renderRoute(
      <ProductCard product={cardFixture({ ...variableProduct, product_type: 'Variable Product' })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findAllByTestId('variation-card')).toHaveLength(2);
    expect(within(dialog).getByText('SKU: ROSE-100')).toBeInTheDocument();
  });
});

/** One add sent, and the shopper told 'Product added to cart' once and nothing else. */
function expectOneAdd(adds: unknown[]) {
  expect(adds).toHaveLength(1);
  expect(toast.success).toHaveBeenCalledOnce();
  expect(toast.success).toHaveBeenCalledWith(MSG.productAddedToCart);
  expect(toast.warning).not.toHaveBeenCalled();
  expect(toast.error).not.toHaveBeenCalled();
}

describe('Add to cart tapped twice on a slow connection', () => {
  signedInForEachTest();

  it('on a card whose product is cached, sends one add and stays busy until it is answered', async () => {
    const api = slowCartApi({ '/cart/': { isError: false, data: [] } });
    const full = productFixture();
    const { client } = renderRoute(<ProductCard product={cardFixture()} />);
    client.setQueryData(productOptions(full.product_id).queryKey, full);
    const button = screen.getByRole('button', { name: /Add Oud Royale Attar to cart/ });

    await userEvent.dblClick(button);
    await waitFor(() => expect(api.adds).toHaveLength(1));
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Add Oud Royale Attar to cart');

    api.answerAdds();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-busy', 'false');
    expectOneAdd(api.adds);
  });

  it('in the variation chooser, sends one add of the tapped variation and closes once it is in', async () => {
    const api = slowCartApi({
      '/grouped-product/single/': { isError: false, data: variableProduct },
      '/cart/': { isError: false, data: [] },
    });
    renderRoute(
      <ProductCard product={cardFixture({ ...variableProduct, product_type: 'Variable Product' })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    const dialog = await screen.findByRole('dialog');
    const [first, second] = await within(dialog).findAllByTestId('variation-card');
    const button = within(first!).getByRole('button', { name: 'Add to Cart' });

    await userEvent.dblClick(button);
    await waitFor(() => expect(api.adds).toHaveLength(1));
    expect(api.adds[0]?.product_sku).toBe('ROSE-50');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Add to Cart');
    // nor can another variation go in meanwhile: the chooser closes once this one is in
    expect(within(second!).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

    api.answerAdds();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expectOneAdd(api.adds);
  });
});
