import type { Address, DefaultKind } from '@storefront/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { deleteRows, listRows } from '../../db/shop-rows';

type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = {
  locationUser: string;
  newAddress: string;
  city: string;
  area: string;
  pincode: string;
  userName: string;
  latitude: number | null;
  longitude: number | null;
};

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    location_user: row.locationUser as Address['location_user'],
    new_address: row.newAddress,
    city: row.city,
    pincode: row.pincode,
    area: row.area,
    user_id: row.userId,
    user_name: row.userName,
    defaultaddressS: row.defaultShipping,
    defaultaddressB: row.defaultBilling,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

const owned = (shopId: string, userId: string) =>
  and(eq(addresses.shopId, shopId), eq(addresses.userId, userId));

export async function listAddresses(db: Db, shopId: string, userId: string) {
  return listRows(db, addresses, owned(shopId, userId), 'oldest first');
}

export async function countAddresses(db: Db, shopId: string, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(owned(shopId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(db: Db, shopId: string, userId: string, values: AddressValues) {
  const [row] = await db
    .insert(addresses)
    .values({ shopId, userId, ...values })
    .returning();
  return row!;
}

/** Only the owner's row is touched: another customer's id is simply not found (null). */
export async function updateAddress(
  db: Db,
  shopId: string,
  userId: string,
  id: string,
  values: AddressValues,
) {
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(owned(shopId, userId), eq(addresses.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteAddress(db: Db, shopId: string, userId: string, id: string): Promise<boolean> {
  return deleteRows(db, addresses, and(owned(shopId, userId), eq(addresses.id, id)));
}

const flagColumn = (kind: DefaultKind): 'defaultShipping' | 'defaultBilling' =>
  kind === 'shipping' ? 'defaultShipping' : 'defaultBilling';

export async function clearDefault(db: Db, shopId: string, userId: string, kind: DefaultKind) {
  await db
    .update(addresses)
    .set({ [flagColumn(kind)]: false })
    .where(and(owned(shopId, userId), eq(addresses[flagColumn(kind)], true)));
}

/**
 * Makes one address the default of each given kind and clears the previous one, in one
 * transaction; null when the address is not the customer's.
 */
export async function setDefaults(db: Db, shopId: string, userId: string, id: string, kinds: DefaultKind[]) {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(owned(shopId, userId), eq(addresses.id, id)))
      .for('update');
    if (!target) return null;
    for (const kind of kinds) {
      const column = flagColumn(kind);
      await tx
        .update(addresses)
        .set({ [column]: false })
        .where(and(owned(shopId, userId), eq(addresses[column], true)));
      await tx
        .update(addresses)
        .set({ [column]: true })
        .where(eq(addresses.id, id));
    }
    const [row] = await tx.select().from(addresses).where(eq(addresses.id, id));
    return row ?? null;
  });
}
