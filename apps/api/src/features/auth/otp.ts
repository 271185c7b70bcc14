import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, type OtpPurpose } from '@storefront/shared';
import { escapeHtml, type Mail } from '../../lib/mailer';

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * HMAC with the server secret as pepper: a leaked otps table alone does not let anyone
 * try the million codes offline. Bound to shop, purpose and email so a code is good for
 * nothing else.
 */
export function hashOtp(
  secret: string,
  parts: { shopId: string; email: string; purpose: OtpPurpose; code: string },
) {
  return createHmac('sha256', secret)
    .update(`otp\n${parts.shopId}\n${parts.purpose}\n${parts.email}\n${parts.code}`)
    .digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const DEFAULT_SHOP_NAME = 'Nakshatra Attars';

export function otpMail(input: {
  to: string;
  code: string;
  purpose: OtpPurpose;
  shopName: string;
  ttlMinutes: number;
}): Mail {
  const action = input.purpose === 'signup' ? 'finish creating your account' : 'reset your password';
  const subject =
    input.purpose === 'signup'
      ? `Your ${input.shopName} verification code`
      : `Your ${input.shopName} password reset code`;
  const text = [
    `Hello,`,
    ``,
    `Your ${input.shopName} code is ${input.code}`,
    ``,
    `Enter it to ${action}. It is valid for ${input.ttlMinutes} minutes and can be used once.`,
    `If you did not ask for this code, you can ignore this email.`,
    ``,
    input.shopName,
  ].join('\n');
  const shop = escapeHtml(input.shopName);
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#faf6ee;font-family:Arial,sans-serif;color:#2a1b2e">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${shop}</h1>
<p>Enter this code to ${action}:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;color:#8a6a1f;margin:16px 0">${input.code}</p>
<p>It is valid for ${input.ttlMinutes} minutes and can be used once.</p>
<p style="color:#777;font-size:13px">If you did not ask for this code, you can ignore this email.</p>
</div></body></html>`;
  return { to: input.to, subject, text, html };
}
