import { ADMIN_ERROR_CODES, ADMIN_MSG } from '@storefront/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { AdminLoginPage } from './login-page';
import { resetAdminSessionForTests } from './session';
import { OWNER, refusal, stubAdminApi } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const unauthorized = refusal(401, 'Please log in to continue');

describe('AdminLoginPage', () => {
  it('shows the code box when the server asks for it, then signs in with the code', async () => {
    const bodies: unknown[] = [];
    stubAdminApi((url, init) => {
      if (url.pathname === '/api/admin/refresh') return unauthorized;
      if (url.pathname !== '/api/admin/login') return undefined;
      const body = JSON.parse(String(init?.body));
      bodies.push(body);
      if (!body.totp) {
        return {
          status: 401,
          body: { isError: true, msg: ADMIN_MSG.totpRequired, code: ADMIN_ERROR_CODES.totpRequired },
        };
      }
      return { body: { accessToken: 'staff-token', staff: { ...OWNER, totpEnabled: true } } };
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<AdminLoginPage />, { path: '/admin/login', url: '/admin/login' });

    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MSG.totpRequired);
    const codeBox = screen.getByLabelText('Authenticator code');
    await user.type(codeBox, '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(bodies).toEqual([
      { email: 'owner@example.com', password: 'correct horse' },
      { email: 'owner@example.com', password: 'correct horse', totp: '123456' },
    ]);
  });

  it('says a wrong password without asking for a code', async () => {
    stubAdminApi((url) => {
      if (url.pathname === '/api/admin/refresh') return unauthorized;
      if (url.pathname === '/api/admin/login') {
        return refusal(401, ADMIN_MSG.invalidCredentials);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoute(<AdminLoginPage />, { path: '/admin/login', url: '/admin/login' });
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MSG.invalidCredentials);
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
  });

  it('checks the fields before calling the server', async () => {
    const fetchMock = stubAdminApi(() => unauthorized);
    const user = userEvent.setup();
    renderRoute(<AdminLoginPage />, { path: '/admin/login', url: '/admin/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(ADMIN_MSG.enterEmail)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MSG.enterPassword)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/admin/login');
  });
});
