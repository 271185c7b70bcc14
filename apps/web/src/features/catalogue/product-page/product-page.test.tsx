import { encodeProductSegment } from '@storefront/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { variableProduct } from '@/test/fixtures';
import { mockApi, renderRoute } from '@/test/render';
import { ProductPage } from './product-page';

afterEach(() => {
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

  it('shows Not Found for a segment that does not decode', async () => {
    mockApi({});
    renderRoute(<ProductPage />, { path: '/product/:title/:productId', url: '/product/x/%%%bad' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
