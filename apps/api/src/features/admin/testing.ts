import type { StaffRole } from '@storefront/shared';
import { Secret, TOTP } from 'otpauth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orders, staff } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { newSignIn, type SignedIn, signedIn } from '../../test/signed-in';
import { TEST_PASSWORD_COST } from '../auth/options';
import { signStaffToken } from './tokens';

export type TestStaff = SignedIn & { id: string; role: StaffRole };

/** A staff member straight in the database, with a valid access token. */
export async function createTestStaff(
  ctx: { db: Db; config: Config },
  input: { email?: string; password?: string; role?: StaffRole; name?: string; disabled?: boolean } = {},
): Promise<TestStaff> {
  const { n, email, password } = newSignIn('staff', input, 'staff-secret-1');
  const role = input.role ?? 'owner';
  const [row] = await ctx.db
    .insert(staff)
    .values({
      shopId: ctx.config.SHOP_ID,
      email,
      name: input.name ?? `Staff ${n}`,
      role,
      passwordHash: await hashPassword(password, TEST_PASSWORD_COST),
      disabled: input.disabled ?? false,
    })
    .returning();
  const accessToken = await signStaffToken(ctx.config, { staffId: row!.id, email, role });
  return { id: row!.id, role, ...signedIn(email, password, accessToken) };
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
