import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export async function findUser(db: Db, shopId: string, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.shopId, shopId), eq(users.id, userId)))
    .limit(1);
  return user ?? null;
}

export async function updateMobile(db: Db, shopId: string, userId: string, mobile: string) {
  const rows = await db
    .update(users)
    .set({ mobile })
    .where(and(eq(users.shopId, shopId), eq(users.id, userId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
