import { createHmac } from 'node:crypto';
import { ADMIN_TOKEN_AUDIENCE, isUuid, STAFF_ROLES, type StaffRole } from '@storefront/shared';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import { hs256Key } from '../../plugins/auth';

/** Staff access tokens live as long as customers' (15 minutes); the refresh cookie renews them. */
export const STAFF_TOKEN_TTL_SECONDS = 15 * 60;

export type StaffClaims = { staffId: string; email: string; role: StaffRole };
type TokenConfig = Pick<Config, 'JWT_SECRET' | 'SHOP_ID'>;

const keys = new Map<string, Uint8Array>();

/**
 * Staff tokens are signed with a key derived from JWT_SECRET, not with it: a customer
 * token then fails a staff check on its signature, and a staff token fails the customers'
 * check the same way, whatever either verifier forgets to look at. The audience says the
 * same thing in the token itself (decision 0023). The bytes are kept per secret so that
 * `hs256Key` imports them into a CryptoKey once (decision 0043).
 */
function staffKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(
      createHmac('sha256', secret).update(`${ADMIN_TOKEN_AUDIENCE}/access-token`).digest(),
    );
    keys.set(secret, key);
  }
  return key;
}

export async function signStaffToken(config: TokenConfig, claims: StaffClaims): Promise<string> {
  return new SignJWT({ shop: config.SHOP_ID, email: claims.email, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.staffId)
    .setAudience(ADMIN_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${STAFF_TOKEN_TTL_SECONDS}s`)
    .sign(await hs256Key(staffKey(config.JWT_SECRET)));
}

/** The staff member of a valid staff token for this shop, or null. */
export async function verifyStaffToken(config: TokenConfig, token: string): Promise<StaffClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hs256Key(staffKey(config.JWT_SECRET)), {
      algorithms: ['HS256'],
      audience: ADMIN_TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'aud'],
    });
    if (payload.shop !== config.SHOP_ID) return null;
    if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) return null;
    if (typeof payload.email !== 'string') return null;
    const role = STAFF_ROLES.find((r) => r === payload.role);
    if (!role) return null;
    return { staffId: payload.sub, email: payload.email, role };
  } catch {
    return null;
  }
}
