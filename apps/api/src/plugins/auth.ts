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
import { MSG } from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/app-error';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type Customer = { userId: string; email: string };
type TokenConfig = Pick<Config, 'JWT_SECRET' | 'SHOP_ID'>;

const keys = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
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
    .sign(keyFor(config.JWT_SECRET));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The customer of a valid token for this shop, or null: bad signature, no expiry or
 * expired, other shop, or a subject that is no user id (we only ever sign user ids).
 */
export async function verifyAccessToken(config: TokenConfig, token: string): Promise<Customer | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(config.JWT_SECRET), {
      algorithms: ['HS256'],
      // a token without exp would be valid for ever
      requiredClaims: ['exp'],
    });
    if (payload.shop !== config.SHOP_ID) return null;
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
    if (typeof payload.email !== 'string') return null;
    return { userId: payload.sub, email: payload.email };
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
  const [row] = await db
    .select({ status: users.status })
    .from(users)
    .where(and(eq(users.shopId, shopId), eq(users.id, userId)))
    .limit(1);
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
