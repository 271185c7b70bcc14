import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/** Which page of a list, counted from 1. */
export type Paging = { page: number; pageSize: number };

/** A select already filtered and ordered, waiting for its page's limit and offset. */
export type Pageable<Row> = { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };

/**
 * One page of a list and the count of the whole list, read together: the rows of `list` on
 * the page asked for, and how many rows of `table` match `where` (the list's own filter).
 */
export async function readPage<Row>(
  exec: Db | Tx,
  list: Pageable<Row>,
  counted: { table: PgTable; where: SQL | undefined },
  paging: Paging,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    list.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize),
    exec.select({ total: sql<number>`count(*)::int` }).from(counted.table).where(counted.where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One page of a list as a list answer carries it: its items, the count of the whole list, which page. */
export function pageAnswer<Item>(items: Item[], total: number, paging: Paging) {
  return { items, total, page: paging.page, pageSize: paging.pageSize };
}
