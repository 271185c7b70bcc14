import { AUTH_MSG } from '@storefront/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactMobile } from './contact-mobile';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const user = { user_id: 'u1', id: 'u1', full_name: 'Asha', email: 'a@b.co', mobile: '' };

describe('ContactMobile', () => {
  it('keeps Save disabled while the number is not a valid 10-digit mobile', async () => {
    render(<ContactMobile user={user} />);
    const input = screen.getByLabelText(/Contact mobile/);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await userEvent.type(input, '98765');
    expect(save).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MSG.invalidMobile);

    await userEvent.type(input, '43210');
    expect(save).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.clear(input);
    await userEvent.type(input, '+91 98765-43210');
    expect(save).toBeEnabled();
  });

  it('sends the normalised number', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: true, message: AUTH_MSG.mobileUpdated, mobile: '9876543210' }),
          {
            status: 200,
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { setAccessToken } = await import('@/lib/api-client');
    setAccessToken('token-1');
    render(<ContactMobile user={user} />);
    await userEvent.type(screen.getByLabelText(/Contact mobile/), '098765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/registeruser/api/user/u1');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ mobile: '9876543210' });
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    setAccessToken(null);
  });
});
