import { createHmac } from 'node:crypto';
import { OTP_TTL_MS, type OtpPurpose } from '@storefront/shared';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The proof that a caller verified an emailed code: verify-otp hands it back, and signup
 * or reset-password must present it. Knowing the e-mail is no longer enough to finish
 * someone else's registration or reset after they verified their code.
 *
 * Signed (HS256) with a key derived from JWT_SECRET for this use only, so it can never
 * pass as an access token nor an access token as one. It names the code row it proves;
 * spending that row (consumed_at) is what makes the token single use, and a newer code
 * for the same e-mail deletes the row, so older tokens die with it.
 */
const AUDIENCE = 'otp-verification';
export const VERIFICATION_TTL_MS = OTP_TTL_MS;

export type VerificationClaims = { otpId: string; email: string; purpose: OtpPurpose };

const keys = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('otp-verification-token').digest();
    keys.set(secret, key);
  }
  return key;
}

export function signVerificationToken(
  config: { JWT_SECRET: string; SHOP_ID: string },
  claims: VerificationClaims,
  now = Date.now(),
): Promise<string> {
  return new SignJWT({ shop: config.SHOP_ID, email: claims.email, purpose: claims.purpose })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setSubject(claims.otpId)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + VERIFICATION_TTL_MS) / 1000))
    .sign(keyFor(config.JWT_SECRET));
}

/** The code row the token proves, when it is genuine, unexpired and for this e-mail and purpose. */
export async function readVerificationToken(
  config: { JWT_SECRET: string; SHOP_ID: string },
  token: string,
  expected: { email: string; purpose: OtpPurpose },
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(config.JWT_SECRET), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    if (payload.shop !== config.SHOP_ID) return null;
    if (payload.email !== expected.email || payload.purpose !== expected.purpose) return null;
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
