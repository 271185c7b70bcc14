import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { coalescedReads, MAX_KEYS_PER_READ } from './coalesced-reads';

const dbA = {} as Db;
const dbB = {} as Db;

/** A table of lines per customer, read the way a statement would: at the time it runs. */
function linesTable() {
  const table = new Map<string, string[]>();
  const statements: { db: Db; scope: string; keys: string[] }[] = [];
  let failNext = false;
  const read = coalescedReads(
    async (db: Db, scope: string, keys: string[]) => {
      statements.push({ db, scope, keys });
      if (failNext) {
        failNext = false;
        throw new Error('connection lost');
      }
      return new Map(keys.filter((key) => table.has(key)).map((key) => [key, [...table.get(key)!]]));
    },
    (): string[] => [],
  );
  return { table, statements, read, failOnce: () => (failNext = true) };
}

describe('coalesced reads', () => {
  it('sends the reads asked for in one turn as one statement, each caller getting its own rows', async () => {
    const { table, statements, read } = linesTable();
    table.set('asha', ['attar']);
    table.set('ravi', ['incense', 'oud']);
    const answers = await Promise.all([
      read(dbA, 'shop', 'asha'),
      read(dbA, 'shop', 'ravi'),
      read(dbA, 'shop', 'nobody'),
      read(dbA, 'shop', 'asha'),
    ]);
    expect(answers).toEqual([['attar'], ['incense', 'oud'], [], ['attar']]);
    expect(statements).toEqual([{ db: dbA, scope: 'shop', keys: ['asha', 'ravi', 'nobody'] }]);
  });

  it('reads again in the next turn, so a read asked after a write sees it', async () => {
    const { table, statements, read } = linesTable();
    table.set('asha', ['attar']);
    expect(await read(dbA, 'shop', 'asha')).toEqual(['attar']);
    table.set('asha', ['attar', 'rudraksha']);
    expect(await read(dbA, 'shop', 'asha')).toEqual(['attar', 'rudraksha']);
    expect(statements).toHaveLength(2);
  });

  it('keeps database handles and scopes apart', async () => {
    const { table, statements, read } = linesTable();
    table.set('asha', ['attar']);
    await Promise.all([read(dbA, 'shop', 'asha'), read(dbB, 'shop', 'asha'), read(dbA, 'other', 'asha')]);
    expect(statements.map(({ db, scope }) => [db === dbA ? 'A' : 'B', scope])).toEqual([
      ['A', 'shop'],
      ['B', 'shop'],
      ['A', 'other'],
    ]);
  });

  it(`asks for at most ${MAX_KEYS_PER_READ} keys a statement`, async () => {
    const { table, statements, read } = linesTable();
    const keys = Array.from({ length: MAX_KEYS_PER_READ * 2 + 1 }, (_, i) => `shopper-${i}`);
    for (const key of keys) table.set(key, [key]);
    const answers = await Promise.all(keys.map((key) => read(dbA, 'shop', key)));
    expect(answers).toEqual(keys.map((key) => [key]));
    expect(statements.map((statement) => statement.keys.length)).toEqual([
      MAX_KEYS_PER_READ,
      MAX_KEYS_PER_READ,
      1,
    ]);
  });

  it('hands a failed statement to every caller waiting on it, and the next turn reads again', async () => {
    const { table, read, failOnce } = linesTable();
    table.set('asha', ['attar']);
    failOnce();
    const failed = await Promise.allSettled([read(dbA, 'shop', 'asha'), read(dbA, 'shop', 'ravi')]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await read(dbA, 'shop', 'asha')).toEqual(['attar']);
  });
});
