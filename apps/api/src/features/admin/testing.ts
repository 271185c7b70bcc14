import type { StaffRole } from '@storefront/shared';
import { Secret, TOTP } from 'otpauth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orders, staff } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, type TestApp } from '../../test/app';
import { appForFile, madeBeforeAll } from '../../test/before-all';
import { TEST_PASSWORD_COST } from '../auth/options';
import { signStaffToken } from './tokens';

export type TestStaff = {
  id: string;
  email: string;
  password: string;
  role: StaffRole;
  accessToken: string;
  headers: { authorization: string };
};

let counter = 0;

/** A staff member straight in the database, with a valid access token. */
export async function createTestStaff(
  ctx: { db: Db; config: Config },
  input: { email?: string; password?: string; role?: StaffRole; name?: string; disabled?: boolean } = {},
): Promise<TestStaff> {
  counter += 1;
  const email = (input.email ?? `staff${counter}.${Date.now()}@example.com`).toLowerCase();
  const password = input.password ?? 'staff-secret-1';
  const role = input.role ?? 'owner';
  const [row] = await ctx.db
    .insert(staff)
    .values({
      shopId: ctx.config.SHOP_ID,
      email,
      name: input.name ?? `Staff ${counter}`,
      role,
      passwordHash: await hashPassword(password, TEST_PASSWORD_COST),
      disabled: input.disabled ?? false,
    })
    .returning();
  const accessToken = await signStaffToken(ctx.config, { staffId: row!.id, email, role });
  return {
    id: row!.id,
    email,
    password,
    role,
    accessToken,
    headers: { authorization: `Bearer ${accessToken}` },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A console test file's set-up: the app (after `prepare`, the file's seed or fixtures), an
 * owner and a staff member made before its tests, and calls to /api/admin`prefix` as one of
 * them (the owner unless told).
 */
export function consoleTestApp(options: { prepare?: (ctx: TestApp) => Promise<void>; prefix?: string } = {}) {
  const ctx = appForFile(async () => {
    const opened = await createTestApp();
    await options.prepare?.(opened);
    return opened;
  });
  const owner = madeBeforeAll(() => createTestStaff(ctx, { role: 'owner' }));
  const staff = madeBeforeAll(() => createTestStaff(ctx, { role: 'staff' }));
  const admin = (method: Method, url: string, payload?: object, who: TestStaff | null = owner) =>
    ctx.app.inject({
      method,
      url: `/api/admin${options.prefix ?? ''}${url}`,
      headers: who ? who.headers : {},
      payload,
    });
  return { ctx, owner, staff, admin };
}

/** The code an authenticator app shows for this secret at `at` (ms). */
export function totpCode(secretBase32: string, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secretBase32), timestamp: at });
}

/** An order row straight in the database: a paid ₹1,000 Pay now order with ₹50 delivery unless `values` say otherwise. */
export async function insertTestOrder(
  ctx: { db: Db; config: Config },
  values: Partial<typeof orders.$inferInsert> & { receiptId: string; createdAt: Date },
) {
  const [row] = await ctx.db
    .insert(orders)
    .values({
      shopId: ctx.config.SHOP_ID,
      status: 'Success',
      paymentMode: 'Pay now',
      amountBeforeDiscountPaise: 100_000,
      amountAfterDiscountPaise: 100_000,
      deliveryChargePaise: 5_000,
      payableOnlinePaise: 105_000,
      ...values,
    })
    .returning();
  return row!;
}
