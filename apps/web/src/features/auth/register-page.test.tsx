import { AUTH_MSG } from '@storefront/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '@/test/render';
import { RegisterPage } from './register-page';
import { ResetPage } from './reset-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify: toast }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => vi.unstubAllGlobals());

const newUser = {
  user_id: 'u1',
  id: 'u1',
  full_name: 'Asha Rao',
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '98765',
};

function bodyOf(fetchMock: ReturnType<typeof mockApi>, path: string): Record<string, unknown> | undefined {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes(path)) as unknown[] | undefined;
  const init = call?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

async function verifyCode(email: string, sendLabel: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: sendLabel }));
  await userEvent.click(await screen.findByLabelText('Digit 1 of 6'));
  await userEvent.keyboard('123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

describe('RegisterPage', () => {
  it('sends the token from the verify step with the signup, and takes a phone shorter than 10 digits', async () => {
    const fetchMock = mockApi({
      '/auth/config': { googleClientId: null },
      '/registeruser/api/send-otp': { success: true, message: AUTH_MSG.otpSent },
      '/registeruser/api/verify-otp': {
        success: true,
        message: AUTH_MSG.otpVerified,
        verificationToken: 'token-from-verify',
      },
      '/registeruser/api/signup': { success: true, message: AUTH_MSG.registrationSuccessful, newUser },
    });
    renderRoute(<RegisterPage />, { path: '/register', url: '/register' });
    await verifyCode('asha@example.com', 'Continue');
    await userEvent.type(await screen.findByLabelText('Phone'), '98765ab');
    expect(screen.getByLabelText('Phone')).toHaveValue('98765');
    await userEvent.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(AUTH_MSG.registrationSuccessful));
    expect(screen.queryByText(AUTH_MSG.invalidMobile)).not.toBeInTheDocument();
    expect(bodyOf(fetchMock, '/registeruser/api/signup')).toMatchObject({
      email: 'asha@example.com',
      mobile: '98765',
      verificationToken: 'token-from-verify',
    });
  });
});

describe('ResetPage', () => {
  it('sends the token from the verify step with the new password', async () => {
    const fetchMock = mockApi({
      '/registeruser/api/resetsend-otp': { success: true, message: AUTH_MSG.otpSentToEmail },
      '/registeruser/api/verify-otp': {
        success: true,
        message: AUTH_MSG.otpVerified,
        verificationToken: 'reset-token',
      },
      '/registeruser/api/reset-password': { success: true, message: AUTH_MSG.passwordReset },
    });
    renderRoute(<ResetPage />, { path: '/reset', url: '/reset' });
    await verifyCode('asha@example.com', 'Send OTP');
    await userEvent.type(await screen.findByLabelText('New password'), 'secret22');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret22');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(AUTH_MSG.passwordReset));
    expect(bodyOf(fetchMock, '/registeruser/api/reset-password')).toMatchObject({
      email: 'asha@example.com',
      newPassword: 'secret22',
      verificationToken: 'reset-token',
    });
    expect(bodyOf(fetchMock, '/registeruser/api/verify-otp')).toMatchObject({ purpose: 'reset' });
  });
});
