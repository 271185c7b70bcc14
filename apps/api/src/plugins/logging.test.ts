import { Writable } from 'node:stream';
import { ERROR_CODES, MSG } from '@storefront/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createTestDatabase, TEST_SHOP_ID, testConfig } from '../test/app';

let output = '';
const stream = new Writable({
  write(chunk, _encoding, callback) {
    output += chunk.toString();
    callback();
  },
});

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  // The logger the server runs with (no `logger` override), at its chattiest level, into memory.
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'trace' }), database, logStream: stream });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const EMAIL = 'meera.iyer@example.com';
const MOBILE = '9812345670';

describe('the server log', () => {
  it('names the path of each request but never its query string', async () => {
    output = '';
    await app.inject({ method: 'GET', url: `/api/products/suggest?q=${encodeURIComponent(EMAIL)}` });
    await app.inject({ method: 'GET', url: `/api/products?search=${MOBILE}&page=1` });
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const urls = lines.filter((line) => line.req).map((line) => line.req.url);
    expect(urls).toEqual(['/api/products/suggest', '/api/products']);
    expect(lines.every((line) => typeof line.reqId === 'string')).toBe(true);
    expect(output).not.toContain(EMAIL);
    expect(output).not.toContain(MOBILE);
    expect(output).not.toContain('search=');
    expect(output).not.toContain('q=');
  });

  it('logs a failed statement without its SQL, its parameters or the customer data in them', async () => {
    // The table is gone, so storing the message fails in the database with the customer's
    // name, e-mail and phone bound as parameters.
    await database.db.execute(sql`ALTER TABLE leads RENAME TO leads_away`);
    output = '';
    const res = await app.inject({
      method: 'POST',
      url: '/api/leads/contact?from=home',
      payload: {
        name: 'Meera Iyer',
        email: EMAIL,
        remark: 'Please call me back',
        mobile: MOBILE,
        user_id: '',
        property_id: TEST_SHOP_ID,
      },
    });
    await database.db.execute(sql`ALTER TABLE leads_away RENAME TO leads`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ isError: true, msg: MSG.internalError, code: ERROR_CODES.internal });

    const failure = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'request failed');
    // What is left still says what broke: a database error (undefined table) and where.
    expect(failure.err).toMatchObject({ message: 'database error 42P01', code: '42P01' });
    // the request's logger is made only when it writes (decision 0050), still with the request's id
    expect(failure.reqId).toBe(res.headers['x-request-id']);
    expect(failure.err.stack).toMatch(/^\s+at /);
    expect(output).not.toMatch(/insert into|"leads"|params:/i);
    expect(output).not.toContain(EMAIL);
    expect(output).not.toContain(MOBILE);
    expect(output).not.toContain('Meera');
    expect(output).not.toContain('from=home');
  });
});
