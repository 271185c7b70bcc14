import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export type GoogleIdentity = { subject: string; email: string; name: string | null };

/** Checks a Google ID token: signature from the JWKS, audience, issuer, expiry, verified email. */
export function createGoogleVerifier(jwksUrl: string, clientId: string) {
  const jwks = createRemoteJWKSet(new URL(jwksUrl));
  return async (idToken: string): Promise<GoogleIdentity | 'unverified-email' | null> => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        audience: clientId,
        issuer: GOOGLE_ISSUERS,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch {
      return null;
    }
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    if (payload.email_verified !== true && payload.email_verified !== 'true') return 'unverified-email';
    return {
      subject: payload.sub,
      email: payload.email.trim().toLowerCase(),
      name: typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name.trim() : null,
    };
  };
}
