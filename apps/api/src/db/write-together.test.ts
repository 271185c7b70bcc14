import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/app';
import { madeBeforeAll } from '../test/before-all';
import { writeTogether } from './write-together';

const parcels = pgTable('parcels', { id: integer('id').primaryKey(), state: text('state').notNull() });
const parcelNotes = pgTable('parcel_notes', {
  parcelId: integer('parcel_id').notNull(),
  note: text('note').notNull(),
});

describe('writes sent together', () => {
  const database = madeBeforeAll(
    async () => {
      const opened = await createTestDatabase();
      await opened.db.execute(sql`create table parcels (id int primary key, state text not null)`);
      await opened.db.execute(
        sql`create table parcel_notes (parcel_id int not null references parcels (id), note text not null unique)`,
      );
      await opened.db.execute(sql`insert into parcels values (1, 'packed')`);
      return opened;
    },
    (opened) => opened.close(),
  );

  async function rows(query: ReturnType<typeof sql>) {
    return ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  }

  it('applies every write, and a row may name a row inserted beside it', async () => {
    await writeTogether(database.db, [
      sql`update parcels set state = 'shipped' where id = 1`,
      sql`insert into parcels values (2, 'packed')`,
      sql`insert into parcel_notes values (2, 'fragile')`,
      sql`insert into parcel_notes values (1, 'left the shop')`,
    ]);
    expect(await rows(sql`select id, state from parcels order by id`)).toEqual([
      { id: 1, state: 'shipped' },
      { id: 2, state: 'packed' },
    ]);
    expect(await rows(sql`select parcel_id, note from parcel_notes order by note`)).toEqual([
      { parcel_id: 2, note: 'fragile' },
      { parcel_id: 1, note: 'left the shop' },
    ]);
  });

  it('writes nothing when one of them fails', async () => {
    await expect(
      writeTogether(database.db, [
        sql`update parcels set state = 'delivered' where id = 2`,
        sql`insert into parcel_notes values (2, 'fragile')`,
      ]),
    ).rejects.toThrow();
    expect(await rows(sql`select state from parcels where id = 2`)).toEqual([{ state: 'packed' }]);
  });

  it('takes drizzle builders, unsent', async () => {
    const { db } = database;
    await writeTogether(db, [
      db.insert(parcels).values({ id: 3, state: 'packed' }),
      db.update(parcels).set({ state: 'returned' }).where(eq(parcels.id, 1)),
      db.delete(parcelNotes).where(eq(parcelNotes.parcelId, 1)),
    ]);
    expect(await rows(sql`select id, state from parcels order by id`)).toEqual([
      { id: 1, state: 'returned' },
      { id: 2, state: 'packed' },
      { id: 3, state: 'packed' },
    ]);
    expect(await rows(sql`select parcel_id from parcel_notes`)).toEqual([{ parcel_id: 2 }]);
  });
});
