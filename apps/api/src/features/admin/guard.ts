/**
 * Who is calling the console: the one place that decides it.
 *
 *   // every route registered inside the secured context gets staffOnly by itself (routes.ts)
 *   secured.get('/admin/staff', { onRequest: requireStaff('owner'), schema }, handler);
 *   const { staffId, role } = currentStaff(request);
 *
 * No staff token: 401. A customer's token: 403 (a signed-in shopper, not staff). A staff
 * token of the wrong role: 403. A staff member disabled or deleted since the token was
 * made is refused at once: the row is read on every call (the console's traffic is small).
 */
import { ADMIN_MSG, type StaffRole } from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { staff } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyAccessToken } from '../../plugins/auth';
import { verifyStaffToken } from './tokens';

export type CurrentStaff = { staffId: string; email: string; role: StaffRole };

const BEARER = /^Bearer\s+([A-Za-z0-9._-]+)$/i;
const known = new WeakMap<FastifyRequest, CurrentStaff>();

async function authenticate(request: FastifyRequest): Promise<CurrentStaff> {
  const cached = known.get(request);
  if (cached) return cached;
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw AppError.unauthorized();
  const { config, db } = request.server.deps;
  const claims = await verifyStaffToken(config, token);
  if (!claims) {
    if (await verifyAccessToken(config, token)) throw AppError.forbidden(ADMIN_MSG.staffOnly);
    throw AppError.unauthorized();
  }
  const [row] = await db
    .select({ role: staff.role, disabled: staff.disabled, email: staff.email })
    .from(staff)
    .where(and(eq(staff.shopId, config.SHOP_ID), eq(staff.id, claims.staffId)))
    .limit(1);
  if (!row || row.disabled) throw AppError.unauthorized();
  // the role as it is now, not as it was when the token was signed
  const current: CurrentStaff = { staffId: claims.staffId, email: row.email, role: row.role as StaffRole };
  known.set(request, current);
  return current;
}

/** A route hook: any staff member, or only `role` (an owner passes every role check). */
export function requireStaff(role?: StaffRole) {
  return async (request: FastifyRequest): Promise<void> => {
    const current = await authenticate(request);
    if (role && role !== current.role && current.role !== 'owner')
      throw AppError.forbidden(ADMIN_MSG.ownerOnly);
  };
}

export const staffOnly = requireStaff();

/** The staff member proven by the hook on this request; 401 when no hook ran. */
export function currentStaff(request: FastifyRequest): CurrentStaff {
  const current = known.get(request);
  if (!current) throw AppError.unauthorized();
  return current;
}
