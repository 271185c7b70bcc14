import { AUTH_MSG, ORDER_MSG } from '@storefront/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { renderRoute } from '@/test/render';
import { accessTokenForEachTest } from '@/test/session';
import { CheckoutPage } from '../checkout-page';
import { checkoutData, checkoutUser, mockCalls, shopRoutes } from '../test-checkout';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

accessTokenForEachTest();
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...checkoutUser, full_name: '', mobile: '' }));
  localStorage.setItem(STORAGE_KEYS.checkoutData, JSON.stringify(checkoutData()));
});

const manual = { paymanual: true, paynow: true, payondelivery: false };

describe('Quotation checkout', () => {
  it('asks for full name and phone, keeps what was typed, sends the request and opens WhatsApp', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    let fail = true;
    const api = mockCalls({
      ...shopRoutes({ buttons: manual }),
      'POST /payment/getquote': () =>
        fail
          ? { status: 500, body: { isError: true, msg: 'Something went wrong', code: 'INTERNAL' } }
          : {
              body: {
                success: true,
                msg: ORDER_MSG.requestSent,
                order_id: 'q1',
                receipt_id: 'NA250301-00077',
              },
            },
    });
    renderRoute(<CheckoutPage />, { path: '/checkout', url: '/checkout' });
    const submit = await screen.findByRole('button', { name: /Request Quotation/ });
    expect(screen.queryByLabelText('Pay using')).toBeNull();

    await userEvent.click(submit);
    expect(await screen.findByText(ORDER_MSG.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MSG.invalidMobile)).toBeInTheDocument();
    expect(api.callsTo('POST', '/payment/getquote')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await userEvent.type(screen.getByLabelText('Phone'), '+91 98765-43210');
    await userEvent.type(screen.getByLabelText('Description (optional)'), 'Gift wrap please');
    await userEvent.click(submit);
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(ORDER_MSG.errorDuringCheckout));
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Phone')).toHaveValue('+91 98765-43210');

    fail = false;
    await userEvent.click(submit);
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(ORDER_MSG.requestSent));
    expect(screen.getByTestId('quote-sent')).toHaveTextContent(ORDER_MSG.requestSent);
    const sent = api.callsTo('POST', '/payment/getquote');
    expect(sent.at(-1)!.body).toMatchObject({
      user_id: 'u1',
      name: 'Asha Rao',
      mobile: '9876543210',
      email: 'asha@example.com',
      description: 'Gift wrap please',
      payment_mode: 'NA',
    });
    // a retry after the failure is the same request
    expect(sent[0]!.body!.idempotency_key).toBe(sent[1]!.body!.idempotency_key);

    expect(open).toHaveBeenCalledTimes(1);
    const link = new URL(String(open.mock.calls[0]![0]));
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/919876543210');
    const text = link.searchParams.get('text') ?? '';
    expect(text).toContain('NA250301-00077');
    expect(text).toContain('Rose Attar (6 ml) × 1: ₹500.00');
    expect(text).toContain('Total: ₹2,498.00');
    expect(text).toContain('Phone: 9876543210');
  });
});
