import { afterAll, beforeAll } from 'vitest';

/**
 * What `make` gives in the calling file's (or describe block's) `beforeAll`, closed by `close`
 * in its `afterAll`. The answer stands for that value from then on, so a test file can declare
 * its app and customers at the top instead of repeating `let x; beforeAll(...); afterAll(...)`.
 * Hooks run in the order they are declared, so a later one may use an earlier one.
 */
export function madeBeforeAll<T extends object>(
  make: () => Promise<T>,
  close?: (value: T) => Promise<void>,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  if (close) {
    afterAll(async () => {
      if (value) await close(value);
    });
  }
  const current = () => {
    if (!value) throw new Error('made in beforeAll: use it inside a test or a later hook');
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
  });
}

/** A test app (anything with `close`) opened before the file's tests and closed after them. */
export function appForFile<T extends { close: () => Promise<void> }>(open: () => Promise<T>): T {
  return madeBeforeAll(open, (app) => app.close());
}

/** Opens an app (anything with `close`) for one test, hands it to `use`, and closes it however `use` ends. */
export async function withApp<T extends { close: () => Promise<void> }>(
  open: Promise<T>,
  use: (app: T) => Promise<void>,
): Promise<void> {
  const app = await open;
  try {
    await use(app);
  } finally {
    await app.close();
  }
}
