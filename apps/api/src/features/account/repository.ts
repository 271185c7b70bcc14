import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { findShopRow } from '../../db/shop-rows';

export async function findUser(db: Db, shopId: string, userId: string) {
  return (await findShopRow(db, users, shopId, userId)) ?? null;
}

export async function updateMobile(db: Db, shopId: string, userId: string, mobile: string) {
  const rows = await db
    .update(users)
    .set({ mobile })
    .where(and(eq(users.shopId, shopId), eq(users.id, userId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
