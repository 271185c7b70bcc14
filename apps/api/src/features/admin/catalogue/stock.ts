/**
 * Stock by hand: units in or out with a reason, and the history of every change (orders,
 * releases, cancellations, adjustments, imports) so the owner can see why a figure is what
 * it is. A change is relative, so a sale between reading the figure and adjusting it is
 * never overwritten.
 */
import {
  type AdminStockAdjustBody,
  type AdminStockHistoryResponse,
  CATALOGUE_ADMIN_MSG,
  PRODUCT_TYPE,
} from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageAnswer, readPage } from '../../../db/paging';
import { orders, products, staff, stockMovements } from '../../../db/schema';
import { byAge } from '../../../db/shop-rows';
import { AppError } from '../../../lib/app-error';
import * as inventory from '../../inventory';
import { type AuditActor, recordAudit } from '../audit';

export async function adjustStock(db: Db, actor: AuditActor, productId: string, body: AdminStockAdjustBody) {
  const { shopId } = actor;
  const [product] = await db
    .select({ productType: products.productType })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, productId)))
    .limit(1);
  if (!product) throw AppError.notFound(CATALOGUE_ADMIN_MSG.productNotFound);
  const variable = product.productType === PRODUCT_TYPE.variable;

  return inventory.stockTransaction(db, async (tx) => {
    const line = { productId, sku: body.sku, variable };
    const who = { staffId: actor.staffId, note: body.note };
    const result = await inventory.adjustStock(tx, shopId, line, body.change, 'manual', who);
    if (!result)
      throw AppError.badRequest(CATALOGUE_ADMIN_MSG.unknownSku, { sku: CATALOGUE_ADMIN_MSG.unknownSku });
    if ('left' in result) throw belowZero(result.left);
    const [{ totalStock } = { totalStock: 0 }] = await tx
      .select({ totalStock: products.totalStock })
      .from(products)
      .where(eq(products.id, productId));
    await recordAudit(tx, actor, {
      action: 'product.stock',
      entity: 'product',
      entityId: productId,
      before: { sku: body.sku, stock: result.stock - body.change },
      after: { sku: body.sku, stock: result.stock, note: body.note },
    });
    return { message: CATALOGUE_ADMIN_MSG.stockAdjusted, sku: body.sku, stock: result.stock, totalStock };
  });
}

const belowZero = (left: number) =>
  AppError.badRequest(CATALOGUE_ADMIN_MSG.stockBelowZero(left), {
    change: CATALOGUE_ADMIN_MSG.stockBelowZero(left),
  });

/** Newest first, with the order's receipt and the staff member's e-mail where there are. */
export async function stockHistory(
  db: Db,
  shopId: string,
  productId: string,
  paging: { page: number; pageSize: number },
): Promise<AdminStockHistoryResponse> {
  const condition = and(eq(stockMovements.shopId, shopId), eq(stockMovements.productId, productId));
  const newestFirst = db
    .select({ movement: stockMovements, receiptId: orders.receiptId, staffEmail: staff.email })
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(staff, eq(staff.id, stockMovements.staffId))
    .where(condition)
    .orderBy(...byAge(stockMovements, 'newest first'));
  const counted = { table: stockMovements, where: condition };
  const { rows, total } = await readPage(db, newestFirst, counted, paging);
  return pageAnswer(
    rows.map(({ movement, receiptId, staffEmail }) => ({
      id: movement.id,
      createdAt: movement.createdAt.toISOString(),
      sku: movement.sku,
      delta: movement.delta,
      reason: movement.reason,
      orderId: movement.orderId,
      receiptId,
      staffEmail,
      note: movement.note,
    })),
    total,
    paging,
  );
}
