import { createTestApp, type TestApp } from '../../test/app';
import { appForFile, madeBeforeAll } from '../../test/before-all';
import { createTestStaff, type TestStaff } from './testing';

/*
 * Apart from ./testing, which the CSV benchmark imports outside Vitest: this one reads the
 * test database the Vitest global set-up provides.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A console test file's set-up: the app (after `prepare`, the file's seed or fixtures), an
 * owner and a staff member made before its tests, and calls to /api/admin`prefix` as one of
 * them (the owner unless told).
 */
export function consoleTestApp(options: { prepare?: (ctx: TestApp) => Promise<void>; prefix?: string } = {}) {
  const ctx = appForFile(async () => {
    const opened = await createTestApp();
    await options.prepare?.(opened);
    return opened;
  });
  const owner = madeBeforeAll(() => createTestStaff(ctx, { role: 'owner' }));
  const staff = madeBeforeAll(() => createTestStaff(ctx, { role: 'staff' }));
  const admin = (method: Method, url: string, payload?: object, who: TestStaff | null = owner) =>
    ctx.app.inject({
      method,
      url: `/api/admin${options.prefix ?? ''}${url}`,
      headers: who ? who.headers : {},
      payload,
    });
  return { ctx, owner, staff, admin };
}
