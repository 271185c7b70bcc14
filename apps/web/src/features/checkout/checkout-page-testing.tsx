/** The checkout page's test set-up: a signed-in shopper with checkout data, and the page's controls. */
import { ORDER_MSG } from '@storefront/shared';
import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderRoute } from '@/test/render';
import { CheckoutPage } from './checkout-page';
import { checkoutData, checkoutUser } from './test-checkout';

export const placed = {
  success: true,
  msg: ORDER_MSG.orderPlaced,
  order_id: 'o1',
  receipt_id: 'NA250301-00042',
  razorpay_order: { id: 'order_SIM1', amount: 253_800, currency: 'INR' },
  provider: 'simulator',
  key_id: 'rzp_test_sim',
};

export function start(user: Record<string, unknown> = checkoutUser, data: unknown = checkoutData()) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (data) localStorage.setItem(STORAGE_KEYS.checkoutData, JSON.stringify(data));
  return renderRoute(<CheckoutPage />, { path: '/checkout', url: '/checkout' });
}

export const payUsing = () => screen.findByLabelText('Pay using');
export const placeOrder = () => screen.getByRole('button', { name: /Place order/ });
/** Waits for the addresses and the server's figures, so a check sees what the shopper sees. */
export async function ready() {
  await screen.findByTestId('checkout-shipping');
  await vi.waitFor(() => expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('₹40.00'));
}
