import { MSG } from '@storefront/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponModal } from './coupon-modal';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const onApplied = vi.fn();
  const onClose = vi.fn();
  render(<CouponModal open onClose={onClose} totalRupees={1998} asCustomer={false} onApplied={onApplied} />);
  return { fetchMock, onApplied, onClose };
}

async function apply(code: string) {
  const input = screen.getByLabelText('Coupon code');
  await userEvent.clear(input);
  if (code) await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('CouponModal', () => {
  it('asks for a code when it is empty, without calling the server', async () => {
    const { fetchMock } = setup(() => json({}));
    await apply('');
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.enterCouponCode);
    await apply('   ');
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.enterCouponCode);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for a refused code, else 'Invalid coupon'", async () => {
    let body: unknown = {
      isError: true,
      msg: MSG.couponExpired,
      message: MSG.couponExpired,
      code: 'CONFLICT',
    };
    setup(() => json(body, 409));
    await apply('old10');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.couponExpired);
    body = 'not json';
    await apply('odd');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MSG.invalidCoupon));
  });

  it("says 'Error checking coupon.' when the server cannot be reached", async () => {
    setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await apply('WELCOME10');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.errorCheckingCoupon);
  });

  it('sends the code and the cart total, and hands the coupon over', async () => {
    const couponData = {
      code: 'WELCOME10',
      percentage_offer: 10,
      price_offer: null,
      discount: 199.8,
      total: 1998,
    };
    const { fetchMock, onApplied, onClose } = setup(() =>
      json({ isError: false, message: MSG.couponApplied, couponData }),
    );
    await apply('welcome10');
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(couponData));
    expect(onClose).toHaveBeenCalled();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe('/api/coupon/check/WELCOME10');
    expect(url.searchParams.get('total')).toBe('1998');
  });
});
