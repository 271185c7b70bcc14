import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { firstRow } from '../../db/shop-rows';

/** The quotation whose pay link carries this token, in this shop (anyone's: the caller checks). */
export async function findByPayToken(db: Db, shopId: string, token: string) {
  return firstRow(
    db,
    orders,
    and(eq(orders.shopId, shopId), eq(orders.quotePayToken, token), isNotNull(orders.quoteState)),
  );
}
