/**
 * Who is calling: the customer behind the access token (design: "Sessions").
 *
 * How a feature uses it (cart, checkout, orders, addresses, account):
 *
 *   import { assertSameUser, customerOnly, requireCustomer } from '../../plugins/auth';
 *
 *   app.get('/cart/:userId', { onRequest: customerOnly, schema }, async (request) => {
 *     assertSameUser(request, request.params.userId); // 403 when the path names someone else
 *     ...
 *   });
 *
 *   const { userId } = currentCustomer(request); // after the hook: the token's user
 *
 *   // or inside any handler, without the hook:
 *   const { userId, email } = await requireCustomer(request); // 401 without a valid token
 *
 * `onRequest: customerOnly` answers 401 before the body is even validated. A record that
 * belongs to another customer (an address id, an order id) must be answered 404 by the
 * feature itself: look it up by id AND the token's userId, so it is simply not found.
 */
import { webcrypto } from 'node:crypto';
import { isUuid, MSG } from '@storefront/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/app-error';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type Customer = { userId: string; email: string };
type TokenConfig = Pick<Config, 'JWT_SECRET' | 'SHOP_ID'>;

const secretKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
const byteKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * The HS256 key of a secret (its UTF-8 bytes, or bytes derived from it), imported into a
 * CryptoKey once. Handed the bytes, jose imports them again on every sign and verify, which
 * cost more CPU than the signature check itself on every signed-in call (decision 0043).
 * Staff tokens use it too, with their derived bytes (features/admin/tokens.ts).
 */
export function hs256Key(secret: string | Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = typeof secret === 'string' ? secretKeys.get(secret) : byteKeys.get(secret);
  if (!key) {
    const bytes = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
    const imported = webcrypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    if (typeof secret === 'string') secretKeys.set(secret, imported);
    else byteKeys.set(secret, imported);
    // a failed import is not kept: the next call tries again
    imported.catch(() => {
      if (typeof secret === 'string') secretKeys.delete(secret);
      else byteKeys.delete(secret);
    });
    key = imported;
  }
  return key;
}

/** JWT HS256, 15 minutes; `sub` is the user id and `shop` the shop it is valid for. */
export async function signAccessToken(config: TokenConfig, customer: Customer): Promise<string> {
  return new SignJWT({ shop: config.SHOP_ID, email: customer.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(customer.userId)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await hs256Key(config.JWT_SECRET));
}

/**
 * Tokens this process has verified, until they expire, per shop and secret. A customer sends
 * the same token with every call for up to 15 minutes, and each WebCrypto check goes through
 * the thread pool and back: repeating it cost a fifth of a signed-in call's CPU (decision
 * 0043). Only tokens that passed every check below are kept, so nothing can be put here
 * without the secret; an entry ends at the token's own `exp`, exactly when jose would start
 * refusing it. Bounded like the live users: emptied when full.
 */
const VERIFIED_MAX = 10_000;
const verifiedTokens = new Map<string, Map<string, { customer: Customer; expiresAtMs: number }>>();

/**
 * The customer of a valid token for this shop, or null: bad signature, no expiry or
 * expired, other shop, or a subject that is no user id (we only ever sign user ids).
 */
export async function verifyAccessToken(config: TokenConfig, token: string): Promise<Customer | null> {
  const scope = `${config.SHOP_ID}\n${config.JWT_SECRET}`;
  let known = verifiedTokens.get(scope);
  const seen = known?.get(token);
  if (seen) {
    // jose's rule: expired once the current second reaches exp
    if (Math.floor(Date.now() / 1000) * 1000 < seen.expiresAtMs) return { ...seen.customer };
    known?.delete(token);
  }
  const customer = await verifyWithJose(config, token);
  if (!customer) return null;
  if (!known) {
    known = new Map();
    verifiedTokens.set(scope, known);
  }
  if (known.size >= VERIFIED_MAX) known.clear();
  known.set(token, { customer: customer.customer, expiresAtMs: customer.exp * 1000 });
  return { ...customer.customer };
}

async function verifyWithJose(
  config: TokenConfig,
  token: string,
): Promise<{ customer: Customer; exp: number } | null> {
  try {
    const { payload } = await jwtVerify(token, await hs256Key(config.JWT_SECRET), {
      algorithms: ['HS256'],
      // a token without exp would be valid for ever
      requiredClaims: ['exp'],
    });
    if (payload.shop !== config.SHOP_ID) return null;
    if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) return null;
    if (typeof payload.email !== 'string') return null;
    if (typeof payload.exp !== 'number') return null;
    return { customer: { userId: payload.sub, email: payload.email }, exp: payload.exp };
  } catch {
    return null;
  }
}

/**
 * Users known to exist and be active, by database, for a few seconds: a token outlives
 * its user by up to 15 minutes (an account deleted or blocked meanwhile), and every
 * signed-in call would otherwise pay a lookup. Within this window a just-deleted user's
 * call can still reach a feature; `forgetCustomer` closes it where the API deletes one.
 */
const LIVE_USER_TTL_MS = 10_000;
const LIVE_USER_MAX = 10_000;
const liveUsers = new WeakMap<Db, Map<string, number>>();

const userStatusQueries = new WeakMap<Db, ReturnType<typeof prepareUserStatus>>();
function prepareUserStatus(db: Db) {
  return db
    .select({ status: users.status })
    .from(users)
    .where(and(eq(users.shopId, sql.placeholder('shopId')), eq(users.id, sql.placeholder('userId'))))
    .limit(1)
    .prepare('auth_user_status');
}
/** Built once per database: every signed-in call of a user not seen for a while asks it. */
function userStatusQuery(db: Db) {
  let query = userStatusQueries.get(db);
  if (!query) {
    query = prepareUserStatus(db);
    userStatusQueries.set(db, query);
  }
  return query;
}

async function isLiveUser(db: Db, shopId: string, userId: string): Promise<boolean> {
  let known = liveUsers.get(db);
  if (!known) {
    known = new Map();
    liveUsers.set(db, known);
  }
  const key = `${shopId}\n${userId}`;
  const now = Date.now();
  const until = known.get(key);
  if (until !== undefined && until > now) return true;
  const [row] = await userStatusQuery(db).execute({ shopId, userId });
  if (row?.status !== 'Active') {
    known.delete(key);
    return false;
  }
  if (known.size >= LIVE_USER_MAX) known.clear();
  known.set(key, now + LIVE_USER_TTL_MS);
  return true;
}

/** Drops a user from the live-user memory (after deleting or blocking the account). */
export function forgetCustomer(db: Db, shopId: string, userId: string): void {
  liveUsers.get(db)?.delete(`${shopId}\n${userId}`);
}

const customers = new WeakMap<FastifyRequest, Customer>();
const BEARER = /^Bearer\s+([A-Za-z0-9._-]+)$/i;

async function customerOfToken(request: FastifyRequest): Promise<Customer> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw AppError.unauthorized(MSG.unauthorized);
  const customer = await verifyAccessToken(request.server.deps.config, match[1]);
  if (!customer) throw AppError.unauthorized(MSG.unauthorized);
  return customer;
}

/**
 * The calling customer, or 401: a valid token whose user still exists and is active.
 * Checked once per request, then remembered.
 */
export async function requireCustomer(request: FastifyRequest): Promise<Customer> {
  const known = customers.get(request);
  if (known) return known;
  const customer = await customerOfToken(request);
  const { config, db } = request.server.deps;
  if (!(await isLiveUser(db, config.SHOP_ID, customer.userId))) throw AppError.unauthorized(MSG.unauthorized);
  customers.set(request, customer);
  return customer;
}

/** A route hook: `{ onRequest: customerOnly }` refuses callers without a valid token (401). */
export async function customerOnly(request: FastifyRequest): Promise<void> {
  await requireCustomer(request);
}

/**
 * A route hook for the one call that answers a gone account itself (the spec's "User not
 * found" on reading the user record, which tells the web app to forget its stored user):
 * a valid token, its user not looked up.
 */
export async function tokenOnly(request: FastifyRequest): Promise<void> {
  if (customers.has(request)) return;
  customers.set(request, await customerOfToken(request));
}

/** The customer proven by `customerOnly`/`requireCustomer` on this request; 401 if none was. */
export function currentCustomer(request: FastifyRequest): Customer {
  const customer = customers.get(request);
  if (!customer) throw AppError.unauthorized(MSG.unauthorized);
  return customer;
}

/**
 * 403 when the user named in the path or body is not the token's user; 401 when the
 * request has not been authenticated (call `customerOnly` or `requireCustomer` first).
 */
export function assertSameUser(request: FastifyRequest, userId: string | undefined): Customer {
  const customer = currentCustomer(request);
  if (customer.userId !== userId) throw AppError.forbidden(MSG.forbidden);
  return customer;
}

/** Both in one call, for handlers that do not use the hook. */
export async function requireSameUser(
  request: FastifyRequest,
  userId: string | undefined,
): Promise<Customer> {
  await requireCustomer(request);
  return assertSameUser(request, userId);
}
