import { ORDER_MSG } from '@storefront/shared';
import type { Db, Tx } from '../../db/client';
import { stockChanged } from '../../lib/response-cache';
import * as repo from './repository';

/** Thrown inside a stock transaction when a line is short, so the whole transaction rolls back. */
export class StockShortage extends Error {
  constructor(
    readonly productName: string,
    readonly left: number,
  ) {
    super('not enough stock');
  }

  /** The refusal a shopper reads. */
  get refusal(): string {
    return ORDER_MSG.notEnoughStock(this.productName, this.left);
  }
}

/** The products whose stock rows each open stock transaction has written. */
const written = new WeakMap<object, Set<string>>();

function wrote(tx: repo.StockTx, productIds: Iterable<string | null>) {
  const ids = written.get(tx);
  // StockTx is made only by stockTransaction: anything else would leave cached stock stale
  if (!ids) throw new Error('stock written outside stockTransaction');
  for (const id of productIds) if (id) ids.add(id);
}

/**
 * Runs `work` in a transaction that may change stock. Cards and product pages show stock
 * (Out of Stock at 0), so once the transaction has ended the cached answers naming a product
 * whose stock rows it wrote are dropped (`stockChanged`): after the commit, so no answer read
 * before it is kept (a rollback only costs a few cache misses). A transaction that wrote no
 * stock (a payment completing, a failure already settled) drops nothing. Decisions 0020, 0046.
 */
export async function stockTransaction<T>(db: Db, work: (tx: repo.StockTx) => Promise<T>): Promise<T> {
  const productIds = new Set<string>();
  try {
    return await db.transaction((tx) => {
      written.set(tx, productIds);
      return work(tx as repo.StockTx);
    });
  } finally {
    stockChanged(db, productIds);
  }
}

/** A line to take, with the name a shortage names. */
export type NamedStockLine = repo.StockLine & { name: string };

/**
 * Takes every line's units, in the one row order; throws StockShortage (with what is left)
 * at the first line short, which rolls the caller's transaction back.
 */
export async function takeStock(
  tx: repo.StockTx,
  shopId: string,
  lines: NamedStockLine[],
  orderId?: string,
): Promise<void> {
  wrote(
    tx,
    lines.map((line) => line.productId),
  );
  const short = await repo.takeLines(tx, shopId, lines);
  if (short) throw new StockShortage(short.name, await repo.currentStock(tx, shopId, short));
  const sorted = [...lines].sort(repo.stockRowOrder);
  await repo.recordMovements(
    tx,
    shopId,
    'order',
    sorted.map((line) => ({ productId: line.productId, sku: line.sku, delta: -line.quantity, orderId })),
  );
}

/** An order line as kept: enough to take its units again. */
export type OrderedLine = repo.ReturnedLine & {
  productName: string;
  variationAttributes: Record<string, unknown>;
};

/**
 * Takes an order's units again (a payment retried after the order failed), all or nothing
 * inside a savepoint: the refusal's text when a line is short, or null when all were taken.
 */
export async function retakeStock(
  tx: repo.StockTx,
  shopId: string,
  lines: OrderedLine[],
): Promise<string | null> {
  wrote(
    tx,
    lines.map((line) => line.productId),
  );
  try {
    await tx.transaction(async (savepoint) => {
      const sorted = [...lines].sort((a, b) =>
        repo.stockRowOrder(
          { productId: a.productId, sku: a.productSku },
          { productId: b.productId, sku: b.productSku },
        ),
      );
      const gone = sorted.find((line) => !line.productId);
      if (gone) throw new StockShortage(gone.productName, 0);
      const short = await repo.takeLines(
        savepoint as repo.StockTx,
        shopId,
        sorted.map((line) => ({
          productId: line.productId as string,
          sku: line.productSku,
          quantity: line.quantity,
          variable: Object.keys(line.variationAttributes).length > 0,
          name: line.productName,
        })),
      );
      if (short) throw new StockShortage(short.name, await repo.currentStock(savepoint, shopId, short));
      await repo.recordMovements(
        savepoint,
        shopId,
        'retaken',
        sorted.map((line) => ({
          productId: line.productId as string,
          sku: line.productSku,
          delta: -line.quantity,
          orderId: line.orderId,
        })),
      );
    });
    return null;
  } catch (error) {
    if (error instanceof StockShortage) return error.refusal;
    throw error;
  }
}

/**
 * Gives an order's units back (a payment failed or expired: `released`; the order was
 * cancelled: `cancelled`) and records each in the stock history. The caller decides that
 * the order still holds its stock and marks it released, under the order's row lock.
 */
export async function giveBackStock(
  tx: repo.StockTx,
  shopId: string,
  lines: repo.ReturnedLine[],
  reason: Extract<repo.MovementReason, 'released' | 'cancelled'> = 'released',
  who: { staffId?: string | null; note?: string } = {},
): Promise<void> {
  wrote(
    tx,
    lines.map((line) => line.productId),
  );
  const given = await repo.giveBackStock(tx, shopId, lines);
  await repo.recordMovements(tx, shopId, reason, given, who);
}

/**
 * A staff member's change of stock by hand (`manual`) or by an import, recorded with why.
 * Same answers as the repository's changeStock; nothing is written unless it succeeds.
 */
export async function adjustStock(
  tx: repo.StockTx,
  shopId: string,
  line: Omit<repo.StockLine, 'quantity'>,
  change: number,
  reason: Extract<repo.MovementReason, 'manual' | 'import'>,
  who: { staffId?: string | null; note?: string },
): ReturnType<typeof repo.changeStock> {
  wrote(tx, [line.productId]);
  const result = await repo.changeStock(tx, shopId, line, change);
  if (result && 'stock' in result)
    await repo.recordMovements(
      tx,
      shopId,
      reason,
      [{ productId: line.productId, sku: line.sku, delta: change }],
      who,
    );
  return result;
}

/**
 * Stock a catalogue write brought or took with it: a new product's or variation's opening
 * units, a removed variation's last ones. The product writer set the figures; this keeps the
 * history in step with them.
 */
export async function recordCatalogueStock(
  tx: Tx,
  shopId: string,
  movements: { productId: string; sku: string; delta: number }[],
  who: { staffId?: string | null; note?: string },
  reason: Extract<repo.MovementReason, 'manual' | 'import'> = 'manual',
): Promise<void> {
  await repo.recordMovements(tx, shopId, reason, movements, who);
}
