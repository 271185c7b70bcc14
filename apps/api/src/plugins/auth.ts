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
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
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

/** The customer of a valid token for this shop, or null (bad signature, expired, other shop). */
export async function verifyAccessToken(config: TokenConfig, token: string): Promise<Customer | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(config.JWT_SECRET), { algorithms: ['HS256'] });
    if (payload.shop !== config.SHOP_ID) return null;
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    return { userId: payload.sub, email: payload.email };
  } catch {
    return null;
  }
}

const customers = new WeakMap<FastifyRequest, Customer>();
const BEARER = /^Bearer\s+([A-Za-z0-9._-]+)$/i;

/** The calling customer, or 401. Checked once per request, then remembered. */
export async function requireCustomer(request: FastifyRequest): Promise<Customer> {
  const known = customers.get(request);
  if (known) return known;
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw AppError.unauthorized(MSG.unauthorized);
  const customer = await verifyAccessToken(request.server.deps.config, match[1]);
  if (!customer) throw AppError.unauthorized(MSG.unauthorized);
  customers.set(request, customer);
  return customer;
}

/** A route hook: `{ onRequest: customerOnly }` refuses callers without a valid token (401). */
export async function customerOnly(request: FastifyRequest): Promise<void> {
  await requireCustomer(request);
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
