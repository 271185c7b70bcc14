import { isUuid } from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, users } from '../../db/schema';
import { firstRow } from '../../db/shop-rows';

export type AddressRow = typeof addresses.$inferSelect;

/** The buyer's name and contacts, copied onto the order. */
export async function findUser(db: Db, shopId: string, userId: string) {
  if (!isUuid(userId)) return undefined;
  const [row] = await db
    .select({ fullName: users.fullName, mobile: users.mobile, email: users.email })
    .from(users)
    .where(and(eq(users.shopId, shopId), eq(users.id, userId)))
    .limit(1);
  return row;
}

/**
 * The buyer's name and contacts with their own address `addressId` (undefined when it is not
 * theirs) in one query: placing needs both. Undefined when there is no such buyer.
 */
export async function findBuyer(db: Db, shopId: string, userId: string, addressId: string) {
  if (!isUuid(userId)) return undefined;
  if (!isUuid(addressId)) {
    const user = await findUser(db, shopId, userId);
    return user && { user, address: undefined };
  }
  const [row] = await db
    .select({
      user: { fullName: users.fullName, mobile: users.mobile, email: users.email },
      address: addresses,
    })
    .from(users)
    .leftJoin(
      addresses,
      and(eq(addresses.shopId, shopId), eq(addresses.userId, users.id), eq(addresses.id, addressId)),
    )
    .where(and(eq(users.shopId, shopId), eq(users.id, userId)))
    .limit(1);
  return row && { user: row.user, address: row.address ?? undefined };
}

/** The customer's own address, or undefined (another customer's id is simply not found). */
export async function findAddress(db: Db, shopId: string, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  return firstRow(
    db,
    addresses,
    and(eq(addresses.shopId, shopId), eq(addresses.userId, userId), eq(addresses.id, id)),
  );
}
