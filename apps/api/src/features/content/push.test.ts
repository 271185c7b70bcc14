import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { Database } from '../../db/client';
import { pushTokens } from '../../db/schema';
import { createTestDatabase, testConfig } from '../../test/app';
import { createTestCustomer, type TestCustomer } from '../auth/testing';
import {
  createPushSender,
  isPushServiceEndpoint,
  type PushSender,
  parseSubscription,
  pushPublicKey,
  vapidSubject,
} from './push';
import { listPushTokens, upsertPushToken } from './repository';

const vapid = webpush.generateVAPIDKeys();
const config = testConfig({
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:shop@example.com',
});
const log = pino({ level: 'silent' });

type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };
let database: Database;
let server: http.Server;
let base: string;
const received: Received[] = [];

/** A stand-in push service: the last path part picks the answer. */
beforeAll(async () => {
  database = await createTestDatabase();
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = Number(req.url?.split('/').pop()) || 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

/** A real browser-like subscription: a P-256 key pair and an auth secret. */
function subscriptionTo(endpoint: string): string {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return JSON.stringify({
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: keys.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  });
}

async function customerWith(endpoints: string[]): Promise<TestCustomer> {
  const customer = await createTestCustomer({ db: database.db, config });
  for (const endpoint of endpoints) {
    await upsertPushToken(database.db, config.SHOP_ID, customer.userId, subscriptionTo(endpoint));
  }
  return customer;
}

describe('createPushSender', () => {
  it('sends an encrypted, signed message and deletes subscriptions that are gone', async () => {
    const customer = await customerWith([
      `${base}/ok/201`,
      `${base}/gone/410`,
      `${base}/missing/404`,
      `${base}/busy/503`,
    ]);
    await upsertPushToken(database.db, config.SHOP_ID, customer.userId, 'a-native-app-token');
    const push = createPushSender({ db: database.db, config }, log, { isAllowedEndpoint: () => true });
    expect(push.enabled).toBe(true);

    const result = await push.sendToUser(customer.userId, {
      title: 'Order shipped',
      body: 'Your order is on its way',
      url: '/track/1',
    });
    expect(result).toEqual({ sent: 1, removed: 2, failed: 1, skipped: 1 });

    const delivered = received.find((request) => request.path === '/ok/201')!;
    expect(delivered.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered.headers.ttl).toBe(String(24 * 60 * 60));
    expect(delivered.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${vapid.publicKey}$`));
    // encrypted: the text never travels in the clear
    expect(delivered.body.length).toBeGreaterThan(0);
    expect(delivered.body.toString('utf8')).not.toContain('Order shipped');

    const left = (await listPushTokens(database.db, config.SHOP_ID, customer.userId)).map(
      (row) => parseSubscription(row.deviceToken)?.endpoint ?? row.deviceToken,
    );
    expect(left.sort()).toEqual([`${base}/busy/503`, `${base}/ok/201`, 'a-native-app-token'].sort());
  });

  /** Sends to the customer and checks nothing reached a push service: no request, these counts. */
  async function expectNothingPosted(push: PushSender, userId: string, skipped: number) {
    const before = received.length;
    const result = await push.sendToUser(userId, { title: 't', body: 'b' });
    expect(result).toEqual({ sent: 0, removed: 0, failed: 0, skipped });
    expect(received.length).toBe(before);
  }

  it('posts only to the known push services by default', async () => {
    const customer = await customerWith([`${base}/local/201`]);
    await expectNothingPosted(createPushSender({ db: database.db, config }, log), customer.userId, 1);
  });

  it('counts a network failure without throwing', async () => {
    const customer = await customerWith(['http://127.0.0.1:1/refused']);
    const push = createPushSender({ db: database.db, config }, log, { isAllowedEndpoint: () => true });
    expect(await push.sendToUser(customer.userId, { title: 't', body: 'b' })).toMatchObject({ failed: 1 });
    expect(await database.db.select().from(pushTokens)).not.toHaveLength(0);
  });

  it('does nothing without VAPID keys', async () => {
    const customer = await customerWith([`${base}/ok/201`]);
    const push = createPushSender({ db: database.db, config: testConfig() }, log, {
      isAllowedEndpoint: () => true,
    });
    expect(push.enabled).toBe(false);
    await expectNothingPosted(push, customer.userId, 0);
  });
});

describe('push helpers', () => {
  it('knows the browsers’ push services and nothing else', () => {
    expect(isPushServiceEndpoint(new URL('https://fcm.googleapis.com/fcm/send/abc'))).toBe(true);
    expect(isPushServiceEndpoint(new URL('https://updates.push.services.mozilla.com/wpush/v2/x'))).toBe(true);
    expect(isPushServiceEndpoint(new URL('https://web.push.apple.com/Q'))).toBe(true);
    expect(isPushServiceEndpoint(new URL('https://db5p.notify.windows.com/w/?token=x'))).toBe(true);
    expect(isPushServiceEndpoint(new URL('http://fcm.googleapis.com/fcm/send/abc'))).toBe(false);
    expect(isPushServiceEndpoint(new URL('https://fcm.googleapis.com:8443/x'))).toBe(false);
    expect(isPushServiceEndpoint(new URL('https://evilfcm.googleapis.com.example/x'))).toBe(false);
    expect(isPushServiceEndpoint(new URL('https://169.254.169.254/latest'))).toBe(false);
  });

  it('reads only a PushSubscription', () => {
    expect(parseSubscription('not json')).toBeNull();
    expect(parseSubscription('"text"')).toBeNull();
    expect(parseSubscription(JSON.stringify({ endpoint: 'https://x', keys: { p256dh: 1 } }))).toBeNull();
    expect(
      parseSubscription(JSON.stringify({ endpoint: 'https://x', keys: { p256dh: 'p', auth: 'a' } })),
    ).toEqual({
      endpoint: 'https://x',
      keys: { p256dh: 'p', auth: 'a' },
    });
  });

  it('is on only with both keys, and always has a subject', () => {
    expect(pushPublicKey(testConfig())).toBeNull();
    expect(pushPublicKey(testConfig({ VAPID_PUBLIC_KEY: 'pub' }))).toBeNull();
    expect(pushPublicKey(testConfig({ VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' }))).toBe('pub');
    expect(vapidSubject(testConfig({ VAPID_SUBJECT: 'mailto:a@b.co' }))).toBe('mailto:a@b.co');
    expect(vapidSubject(testConfig({ PUBLIC_URL: 'https://shop.example' }))).toBe('https://shop.example');
    expect(vapidSubject(testConfig({ MAIL_FROM: 'Shop <hello@shop.example>' }))).toBe(
      'mailto:hello@shop.example',
    );
  });
});
