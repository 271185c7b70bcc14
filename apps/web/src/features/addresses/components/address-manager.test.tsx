import { type Address, ORDER_MSG } from '@storefront/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
import { storedUser } from '@/lib/stored-user';
import { AddressManager } from './address-manager';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const address = (id: string, pincode: string, city: string, defaultShipping = false): Address => ({
  id,
  location_user: 'Home',
  new_address: `${id} Main Road`,
  city,
  area: 'Centre',
  pincode,
  user_id: 'u1',
  user_name: 'Asha Rao',
  defaultaddressS: defaultShipping,
  defaultaddressB: false,
  latitude: null,
  longitude: null,
});

beforeEach(() => {
  storedUser.set({ user_id: 'u1', id: 'u1', full_name: 'Asha Rao', email: 'a@b.co', mobile: '' });
  setAccessToken('token-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  storedUser.clear();
  setAccessToken(null);
});

describe('AddressManager', () => {
  it("refuses a default shipping address outside the shop's pincodes, as checkout does, and sends nothing", async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if ((init?.method ?? 'GET') !== 'GET') sent.push(path);
        const body = path.startsWith('/api/address/')
          ? {
              isError: false,
              user: [address('a1', '560034', 'Bengaluru', true), address('a2', '400020', 'Mumbai')],
            }
          : path.startsWith('/api/pincode/getall/')
            ? { pincodesData: [{ id: 'pin-1', pincode: '560034', status: 'Active' }] }
            : {};
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AddressManager />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Change default shipping address' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Mumbai/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ORDER_MSG.shippingNotAvailable);
    expect(sent).toEqual([]);
  });
});
