import { deliveryDate, MSG } from '@storefront/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '@/test/render';
import { PincodeChecker } from './pincode-checker';

afterEach(() => vi.unstubAllGlobals());

const pincodes = {
  pincodesData: [
    { id: '1', pincode: '560001', status: 'Active' },
    { id: '2', pincode: '400001', status: 'Inactive' },
  ],
};

async function check(value: string) {
  const input = screen.getByLabelText(/Check delivery/);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
}

describe('PincodeChecker', () => {
  it('shows the three messages of the spec', async () => {
    mockApi({ '/pincode/getall/': pincodes });
    renderRoute(<PincodeChecker deliveryDays={3} />);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled());

    await check('');
    expect(screen.getByTestId('pincode-result')).toHaveTextContent(MSG.invalidPincode);
    await check('5600');
    expect(screen.getByTestId('pincode-result')).toHaveTextContent(MSG.invalidPincode);

    await check('560001');
    expect(screen.getByTestId('pincode-result')).toHaveTextContent(MSG.deliveryAvailable('560001'));
    expect(screen.getByText(/Estimated delivery by/)).toBeInTheDocument();

    await check('400001');
    expect(screen.getByTestId('pincode-result')).toHaveTextContent(MSG.deliveryNotAvailable('400001'));
    expect(screen.queryByText(/Estimated delivery by/)).toBeNull();
  });

  it('promises delivery anywhere when the shop lists no active pincode, as checkout accepts any', async () => {
    mockApi({ '/pincode/getall/': { pincodesData: [{ id: '2', pincode: '400001', status: 'Inactive' }] } });
    renderRoute(<PincodeChecker deliveryDays={3} />);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled());
    await check('110001');
    expect(screen.getByTestId('pincode-result')).toHaveTextContent(MSG.deliveryAvailable('110001'));
  });

  it('dates delivery today plus the delivery days', () => {
    expect(deliveryDate(3, new Date(2025, 0, 30)).toDateString()).toBe(new Date(2025, 1, 2).toDateString());
  });
});
