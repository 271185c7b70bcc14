import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { AdminProductPage } from './catalogue/product-page';
import { adminProduct, category, PRODUCT_ID, STOCK_HISTORY } from './catalogue/testing';
import { resetAdminSessionForTests } from './session';
import { OWNER, stubAdminApi } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

function Routed() {
  const { id } = useParams();
  return <AdminProductPage id={id ?? ''} />;
}

function openProduct() {
  const product = adminProduct();
  stubAdminApi((request, init) => {
    const path = request.pathname.replace(/^\/api/, '');
    if (path === '/admin/refresh') return { body: { accessToken: 'staff-token', staff: OWNER } };
    if (path === '/admin/categories') return { body: { items: [category(1)] } };
    if (path === `/admin/products/${PRODUCT_ID}/stock-history`) return { body: STOCK_HISTORY };
    if (path === `/admin/products/${PRODUCT_ID}` && (init?.method ?? 'GET') === 'GET')
      return { body: { product } };
    return undefined;
  });
  return renderRoute(<Routed />, { path: '/admin/products/:id', url: `/admin/products/${PRODUCT_ID}` });
}

describe('leaving a product form with changes not saved', () => {
  it('asks first: Stay keeps what was typed, Leave goes', async () => {
    const user = userEvent.setup();
    const { router } = openProduct();
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Rose attar, 12 ml');

    await act(() => router.navigate('/admin/orders'));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveValue('Rose attar, 12 ml');

    await act(() => router.navigate('/admin/orders'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('lets the owner go without asking when nothing was changed', async () => {
    const { router } = openProduct();
    await screen.findByLabelText('Title');
    await act(() => router.navigate('/admin/orders'));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
