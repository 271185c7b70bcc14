import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { mockApi, renderRoute } from '@/test/render';
import { InvoicePage } from './invoice-page';
import { payOnDeliveryOrder } from './test-orders';

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ user_id: 'u1' }));
  setAccessToken('token-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setAccessToken(null);
});

describe('InvoicePage', () => {
  it('lists the lines and the totals of the order named in the address, with a print button', async () => {
    mockApi({
      '/payment/order/o1': { isError: false, data: payOnDeliveryOrder({ orderStatus: 'Out for delivery' }) },
    });
    renderRoute(<InvoicePage />, { path: '/invoice', url: '/invoice?order=o1' });
    expect(await screen.findByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
    expect(screen.getByText('NA250301-00042')).toBeInTheDocument();
    expect(screen.getAllByTestId('invoice-line').length).toBeGreaterThan(0);
    expect(screen.getByText('To pay on delivery').nextSibling).toHaveTextContent('₹1,438.56');
    expect(screen.getByRole('button', { name: /Download or print/ })).toBeInTheDocument();
  });

  it('explains itself when no order is named', async () => {
    mockApi({});
    renderRoute(<InvoicePage />, { path: '/invoice', url: '/invoice' });
    expect(await screen.findByText(/could not find this order's invoice/)).toBeInTheDocument();
  });
});
