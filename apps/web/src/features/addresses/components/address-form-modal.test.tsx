import { ADDRESS_MSG } from '@storefront/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
import { storedUser } from '@/lib/stored-user';
import { AddressFormModal } from './address-form-modal';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify: toast }));

beforeEach(() => {
  storedUser.set({ user_id: 'u1', id: 'u1', full_name: 'Asha Rao', email: 'a@b.co', mobile: '' });
  setAccessToken('token-1');
  vi.clearAllMocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
  storedUser.clear();
  setAccessToken(null);
});

function renderModal(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddressFormModal open address={null} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('AddressFormModal', () => {
  it('shows the shared schema texts for empty and bad fields', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderModal();
    await userEvent.type(screen.getByLabelText('Pincode'), '01234');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(ADDRESS_MSG.newAddress)).toBeInTheDocument();
    expect(screen.getByText(ADDRESS_MSG.city)).toBeInTheDocument();
    expect(screen.getByText(ADDRESS_MSG.pincode)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the server refuses, and shows its message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ isError: true, msg: 'You can save at most 20 addresses', code: 'CONFLICT' }),
            {
              status: 409,
            },
          ),
      ),
    );
    const onClose = renderModal();
    await userEvent.click(screen.getByLabelText('Office'));
    await userEvent.type(screen.getByLabelText(/^Address/), '12 MG Road');
    await userEvent.type(screen.getByLabelText('City'), 'Bengaluru');
    await userEvent.type(screen.getByLabelText('Pincode'), '560001');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('You can save at most 20 addresses'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Address/)).toHaveValue('12 MG Road');
    expect(screen.getByLabelText('Pincode')).toHaveValue('560001');
    expect(screen.getByLabelText('Office')).toBeChecked();
  });

  it('says Error saving address when the call itself fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderModal();
    await userEvent.type(screen.getByLabelText(/^Address/), '12 MG Road');
    await userEvent.type(screen.getByLabelText('City'), 'Bengaluru');
    await userEvent.type(screen.getByLabelText('Pincode'), '560001');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(ADDRESS_MSG.errorSaving));
  });
});
