import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { StatementNames } from './named-statements';

describe('statement names', () => {
  it('gives one text one name, and another text another', () => {
    const names = new StatementNames();
    const byId = 'select "id" from "orders" where "orders"."id" = $1';
    const byKey = 'select "id" from "orders" where "orders"."idempotency_key" = $1';
    const first = names.nameFor(byId);
    expect(first).toMatch(/^s\d+$/);
    expect(names.nameFor(byId)).toBe(first);
    expect(names.nameFor(byKey)).not.toBe(first);
    expect(
      names.nameFor(` with wanted as (values ($1::int)) update "products" set "stock" = 1;`),
    ).toBeDefined();
  });

  it('leaves transaction control, utility commands and texts of several commands unnamed', () => {
    const names = new StatementNames();
    for (const text of [
      'begin',
      'commit',
      'rollback',
      'set local lock_timeout = 1000',
      'create index on products (sku)',
      'select 1; select 2',
      'update products set stock = 0; delete from carts',
    ]) {
      expect(names.nameFor(text), text).toBeUndefined();
    }
  });

  it('names no more than its cap, so lists of every length cannot fill the server', () => {
    const names = new StatementNames(3);
    const texts = Array.from({ length: 6 }, (_, i) => `select ${i} from products where id = $1`);
    const given = texts.map((text) => names.nameFor(text));
    expect(given.filter(Boolean)).toHaveLength(3);
    expect(given.slice(3)).toEqual([undefined, undefined, undefined]);
    // Those named before the cap keep their names.
    expect(names.nameFor(texts[0]!)).toBe(given[0]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('statements on PostgreSQL', () => {
  it('are parsed once per connection and reused, inside transactions too', async () => {
    const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: '', poolSize: 1 });
    try {
      const { db } = database;
      const rowsOf = async (query: Promise<unknown>) => ((await query) as { rows: unknown[] }).rows;
      const shapeOf = (value: number) => rowsOf(db.execute(sql`select ${value}::int + 1 as answer`));
      expect(await shapeOf(1)).toEqual([{ answer: 2 }]);
      expect(await shapeOf(41)).toEqual([{ answer: 42 }]);
      const inside = await db.transaction(async (tx) => {
        await tx.execute(sql`select ${2}::int + 1 as answer`);
        return rowsOf(tx.execute(sql`select name, statement from pg_prepared_statements`));
      });
      const prepared = (inside as { name: string; statement: string }[]).filter((row) =>
        row.statement.includes('::int + 1 as answer'),
      );
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.name).toMatch(/^s\d+$/);
    } finally {
      await database.close();
    }
  });
});
