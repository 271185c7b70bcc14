import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { verifyAccessToken } from '../../plugins/auth';
import { expectError } from '../../test/answers';
import { TEST_SHOP_ID } from '../../test/app';
import { createAuthTestApp, createTestCustomer } from './testing';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
type Ctx = Awaited<ReturnType<typeof createAuthTestApp>>;
let ctx: Ctx;
let jwksServer: http.Server;
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let googleKey: PrivateKey;
let strangerKey: PrivateKey;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  strangerKey = stranger.privateKey;
  const jwk = { ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
  // Google's certificate endpoint, played on loopback.
  jwksServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  ctx = await createAuthTestApp({
    config: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs` },
  });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

let seq = 0;
async function idToken(claims: JWTPayload = {}, options: { key?: PrivateKey; exp?: number | string } = {}) {
  seq += 1;
  return new SignJWT({
    email: `google${seq}@gmail.com`,
    email_verified: true,
    name: 'Meera Iyer',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
    .setIssuer((claims.iss as string) ?? 'https://accounts.google.com')
    .setAudience((claims.aud as string) ?? CLIENT_ID)
    .setSubject((claims.sub as string) ?? `google-sub-${seq}`)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '1h')
    .sign(options.key ?? googleKey);
}

const googleSignup = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/registeruser/api/google-signup',
    payload: { token, main_id: TEST_SHOP_ID },
  });

describe('POST /api/registeruser/api/google-signup', () => {
  it('tells the web app the client id', async () => {
    expect((await ctx.app.inject({ url: '/api/auth/config' })).json()).toEqual({ googleClientId: CLIENT_ID });
  });

  it('creates the customer on first use and signs them in like login', async () => {
    const token = await idToken({ email: 'Meera@Gmail.com', sub: 'meera-sub' });
    const res = await googleSignup(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: AUTH_MSG.loginSuccessful });
    expect(body.data.user).toMatchObject({
      email: 'meera@gmail.com',
      full_name: 'Meera Iyer',
      name: 'Meera Iyer',
      mobile: '',
    });
    expect(await verifyAccessToken(ctx.config, body.data.accessToken)).toEqual({
      userId: body.data.user.id,
      email: 'meera@gmail.com',
    });
    expect(res.cookies.find((c) => c.name === 'refresh_token')).toMatchObject({
      httpOnly: true,
      path: '/api',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'meera@gmail.com'));
    expect(row).toMatchObject({ passwordHash: null, googleSubject: 'meera-sub' });

    // second time: the same account; the old issuer spelling is accepted too
    const again = await googleSignup(
      await idToken({ email: 'meera@gmail.com', sub: 'meera-sub', iss: 'accounts.google.com' }),
    );
    expect(again.json().data.user.id).toBe(body.data.user.id);

    // a Google-only account has no password to log in with
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/loginuser',
      payload: { email: 'meera@gmail.com', password: 'anything', main_id: TEST_SHOP_ID },
    });
    expect(login.statusCode).toBe(401);
  });

  it('links an existing account of the same email', async () => {
    const existing = await createTestCustomer(ctx, { email: 'linked@gmail.com' });
    const res = await googleSignup(await idToken({ email: 'linked@gmail.com' }));
    expect(res.json().data.user.id).toBe(existing.userId);
  });

  it('refuses tokens that are not from Google for this shop', async () => {
    const cases: [string, string][] = [
      [await idToken({ aud: 'another-client' }), AUTH_MSG.googleTokenInvalid],
      [await idToken({ iss: 'https://evil.example' }), AUTH_MSG.googleTokenInvalid],
      [await idToken({}, { exp: Math.floor(Date.now() / 1000) - 3600 }), AUTH_MSG.googleTokenInvalid],
      [await idToken({}, { key: strangerKey }), AUTH_MSG.googleTokenInvalid],
      ['not-a-jwt', AUTH_MSG.googleTokenInvalid],
      [await idToken({ email_verified: false }), AUTH_MSG.googleEmailNotVerified],
    ];
    for (const [token, message] of cases) {
      expectError(await googleSignup(token), 401, message);
    }
  });

  it('refuses a token without a credential', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/registeruser/api/google-signup',
      payload: { main_id: TEST_SHOP_ID },
    });
    expectError(res, 400, AUTH_MSG.googleCredentialMissing);
  });
});
