import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import { firstRow } from './shop-rows';

type Executor = Db | Tx;

/** A table of refreshTokenColumns after its owner's id: customers' refresh_tokens, staff_sessions. */
type TokenTable = PgTable & {
  id: PgColumn;
  shopId: PgColumn;
  tokenHash: PgColumn;
  familyId: PgColumn;
  usedAt: PgColumn;
  revokedAt: PgColumn;
};

/**
 * The reads and writes of one refresh-token table, so customers' and staff's sign-ins rotate,
 * reuse-check and revoke their tokens by the same rules. `owner` is the column of whose token it is.
 */
export function refreshTokenStore<T extends TokenTable>(table: T, owner: PgColumn) {
  return {
    async insert(exec: Executor, values: T['$inferInsert']): Promise<void> {
      await exec.insert(table).values(values);
    },

    async find(exec: Executor, shopId: string, tokenHash: string): Promise<T['$inferSelect'] | null> {
      return (
        (await firstRow(exec, table, and(eq(table.shopId, shopId), eq(table.tokenHash, tokenHash)))) ?? null
      );
    },

    /** Marks a token used; false when another request used it first (or it was revoked). */
    async markUsed(exec: Executor, id: string, at: Date): Promise<boolean> {
      const rows = await exec
        .update(table)
        .set({ usedAt: at } as never)
        .where(and(eq(table.id, id), isNull(table.usedAt), isNull(table.revokedAt)))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /** Revokes every live token of one login's family (a rotated token was used again). */
    async revokeFamily(exec: Executor, familyId: string, at: Date): Promise<void> {
      await revokeWhere(exec, eq(table.familyId, familyId), at);
    },

    /** Revokes every live token of one customer or staff member. */
    async revokeOwner(exec: Executor, ownerId: string, at: Date): Promise<void> {
      await revokeWhere(exec, eq(owner, ownerId), at);
    },
  };

  async function revokeWhere(exec: Executor, which: ReturnType<typeof eq>, at: Date) {
    await exec
      .update(table)
      .set({ revokedAt: at } as never)
      .where(and(which, isNull(table.revokedAt)));
  }
}
