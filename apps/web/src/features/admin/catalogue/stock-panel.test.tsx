import { type AdminProduct, CATALOGUE_ADMIN_MSG } from '@storefront/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { resetAdminSessionForTests } from '../session';
import { OWNER, stubAdminApi } from '../testing';
import { StockPanel } from './stock-panel';
import { adminProduct, PRODUCT_ID, STOCK_HISTORY } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

/** The product page hands the panel the saved product again after every save. */
function SavedTwice({ first, second }: { first: AdminProduct; second: AdminProduct }) {
  const [product, setProduct] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setProduct(second)}>
        Save the product
      </button>
      <StockPanel product={product} />
    </>
  );
}

describe('StockPanel', () => {
  it('adjusts the SKU its select shows after a save renamed the one chosen before', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubAdminApi((request, init) => {
      const path = request.pathname.replace(/^\/api/, '');
      if (path === '/admin/refresh') return { body: { accessToken: 'staff-token', staff: OWNER } };
      if (path === `/admin/products/${PRODUCT_ID}/stock-history`) return { body: STOCK_HISTORY };
      if (path === `/admin/products/${PRODUCT_ID}/stock` && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return {
          body: {
            message: CATALOGUE_ADMIN_MSG.stockAdjusted,
            sku: 'ATTAR-ROSE-10ML',
            stock: 9,
            totalStock: 9,
          },
        };
      }
      return undefined;
    });
    renderRoute(
      <SavedTwice
        first={adminProduct()}
        second={adminProduct({ sku: 'ATTAR-ROSE-10ML', updatedAt: '2026-11-21T06:00:00.000Z' })}
      />,
    );
    const form = screen.getByRole('form', { name: 'Adjust stock' });
    expect(within(form).getByLabelText('Stock SKU')).toHaveValue('ATTAR-ROSE');

    await user.click(screen.getByRole('button', { name: 'Save the product' }));
    const renamed = screen.getByRole('form', { name: 'Adjust stock' });
    expect(within(renamed).getByLabelText('Stock SKU')).toHaveValue('ATTAR-ROSE-10ML');
    await user.type(within(renamed).getByLabelText('Change'), '2');
    await user.type(within(renamed).getByLabelText('Note'), 'restock');
    await user.click(within(renamed).getByRole('button', { name: 'Adjust' }));
    expect(await within(renamed).findByText(CATALOGUE_ADMIN_MSG.stockAdjusted)).toBeInTheDocument();
    expect(sent).toEqual([{ sku: 'ATTAR-ROSE-10ML', change: 2, note: 'restock' }]);
  });
});
