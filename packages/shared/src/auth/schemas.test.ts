import { describe, expect, it } from 'vitest';
import { addressBodySchema } from '../addresses/schemas';
import { AUTH_MSG } from './messages';
import {
  loginBodySchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
  signupBodySchema,
  verifyOtpBodySchema,
} from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('auth schemas', () => {
  /** Step 3 of registration without the verification token. */
  const signup = { email: 'a@b.co', full_name: 'Asha', password: 'secret1', mobile: '', main_id: 's' };

  it('lower-cases and trims the email', () => {
    const parsed = loginBodySchema.parse({ email: '  Asha@Example.COM ', password: 'secret1', main_id: 's' });
    expect(parsed.email).toBe('asha@example.com');
  });
  it('gives the spec texts', () => {
    expect(
      firstMessage(loginBodySchema.safeParse({ email: 'a@b.co', password: '12345', main_id: 's' })),
    ).toBe(AUTH_MSG.passwordTooShort);
    expect(
      firstMessage(loginBodySchema.safeParse({ email: 'ab.co', password: '123456', main_id: 's' })),
    ).toBe(AUTH_MSG.invalidEmail);
    expect(firstMessage(verifyOtpBodySchema.safeParse({ email: 'a@b.co', otp: '12345', main_id: 's' }))).toBe(
      AUTH_MSG.enterAllOtpDigits,
    );
    expect(
      firstMessage(resetPasswordBodySchema.safeParse({ email: 'a@b', newPassword: '123456', main_id: 's' })),
    ).toBe(AUTH_MSG.enterValidEmail);
    expect(
      firstMessage(
        resetPasswordBodySchema.safeParse({ email: 'a@b.co', newPassword: '12345', main_id: 's' }),
      ),
    ).toBe(AUTH_MSG.newPasswordTooShort);
    expect(
      firstMessage(resetPasswordFormSchema.safeParse({ newPassword: '123456', confirmPassword: '1234567' })),
    ).toBe(AUTH_MSG.passwordsDoNotMatch);
  });
  it('normalises the mobile at signup and takes a shorter one: digits only, up to 10', () => {
    const body = { ...signup, verificationToken: 't' };
    expect(signupBodySchema.parse({ ...body, mobile: '+91 98765-43210' }).mobile).toBe('9876543210');
    expect(signupBodySchema.parse({ ...body, mobile: '98765' }).mobile).toBe('98765');
    expect(signupBodySchema.parse({ ...body, mobile: '' }).mobile).toBe('');
    expect(firstMessage(signupBodySchema.safeParse({ ...body, mobile: '98765abc' }))).toBe(
      AUTH_MSG.mobileDigitsOnly,
    );
  });
  it('needs the verification token at signup and reset', () => {
    expect(firstMessage(signupBodySchema.safeParse(signup))).toBe(AUTH_MSG.otpNotVerified);
    const reset = { email: 'a@b.co', newPassword: 'secret1', main_id: 's' };
    expect(firstMessage(resetPasswordBodySchema.safeParse(reset))).toBe(AUTH_MSG.otpNotVerified);
    expect(resetPasswordBodySchema.safeParse({ ...reset, verificationToken: 'x' }).success).toBe(true);
  });
  it('defaults the OTP purpose to signup', () => {
    expect(verifyOtpBodySchema.parse({ email: 'a@b.co', otp: '123456', main_id: 's' }).purpose).toBe(
      'signup',
    );
  });
  it('checks the address pincode', () => {
    const body = {
      location_user: 'Home',
      new_address: '1 MG Road',
      city: 'Pune',
      pincode: '411001',
      user_id: 'u',
    };
    expect(addressBodySchema.safeParse(body).success).toBe(true);
    expect(addressBodySchema.safeParse({ ...body, pincode: '011001' }).success).toBe(false);
  });
});
