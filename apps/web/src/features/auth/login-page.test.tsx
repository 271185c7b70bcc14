import { AUTH_MSG } from '@storefront/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { mockApi, renderRoute } from '@/test/render';
import { LoginPage } from './login-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify: toast }));

const user = {
  user_id: 'u1',
  id: 'u1',
  full_name: 'Asha Rao',
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '9876543210',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => vi.unstubAllGlobals());

async function fill(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('LoginPage', () => {
  it('refuses a short password with the spec text, without calling the server', async () => {
    const fetchMock = mockApi({ '/auth/config': { googleClientId: null } });
    renderRoute(<LoginPage />, { path: '/login', url: '/login' });
    await fill('asha@example.com', '12345');
    expect(await screen.findByText(AUTH_MSG.passwordTooShort)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/loginuser'))).toBe(false);
  });

  it('has the links of the spec', () => {
    mockApi({ '/auth/config': { googleClientId: null } });
    renderRoute(<LoginPage />, { path: '/login', url: '/login' });
    expect(screen.getByRole('link', { name: 'Having trouble in sign in?' })).toHaveAttribute(
      'href',
      '/reset',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('shows the server message when the login is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/loginuser')
          ? new Response(
              JSON.stringify({ isError: true, msg: 'Invalid email or password', code: 'UNAUTHORIZED' }),
              {
                status: 401,
              },
            )
          : new Response(JSON.stringify({ googleClientId: null }), { status: 200 }),
      ),
    );
    renderRoute(<LoginPage />, { path: '/login', url: '/login' });
    await fill('asha@example.com', 'secret1');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid email or password'));
  });

  it('stores the user and goes back to the remembered page', async () => {
    sessionStorage.setItem(STORAGE_KEYS.returnTo, '/my-account?tab=help');
    mockApi({
      '/auth/config': { googleClientId: null },
      '/loginuser': { user, accessToken: 'token-1', message: AUTH_MSG.loginSuccessful },
    });
    const { router } = renderRoute(<LoginPage />, { path: '/login', url: '/login' });
    await fill('asha@example.com', 'secret1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    expect(router.state.location.search).toBe('?tab=help');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toMatchObject({ user_id: 'u1' });
    expect(sessionStorage.getItem(STORAGE_KEYS.returnTo)).toBeNull();
    expect(toast.success).toHaveBeenCalledWith(AUTH_MSG.loginSuccessful);
  });
});
