// `npm run test:deploy`: the shop as the README deploys it, checked end to end. nginx
// (Debian's package) runs deploy/nginx.conf on loopback in front of two API processes
// (`node scripts/start.mjs`'s server, production mode) on one PostgreSQL database and one
// Redis, and the script checks what must hold across processes (decision 0032):
//   1. the proxy spreads requests over both processes;
//   2. a price changed through one process is read, through the proxy and through the
//      other process, within a second (the caches were warm with the old price);
//   3. a login limit spent half on each process is spent for both;
//   4. an unpaid order whose hold ran out is released exactly once, by one process's sweep.
// Needs DATABASE_URL (a server where it may create and drop a database; default the local
// one) and REDIS_URL (default the local one); exits non-zero with the reason on failure.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const nginxBin = process.env.NGINX ?? '/usr/sbin/nginx';
// Its own shop and e-mail per run: rate-limit counters in Redis outlive a run by 15 minutes.
const shopId = `deploy-${process.pid}`;
const owner = { email: 'owner@deploy.example', password: 'deploy-owner-pass' };
/** The hold sweep's interval in production (features/payments/options.ts), plus slack. */
const SWEEP_WAIT_MS = 100_000;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-deploy-'));
// nginx's workers run as an unprivileged user when started by root: they need to read and write here
fs.chmodSync(work, 0o755);
const children: ChildProcess[] = [];
const database = `storefront_deploy_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();

function step(text: string) {
  console.log(`\n==> ${text}`);
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const log = fs.openSync(path.join(work, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  children.push(child);
  return child;
}

async function exited(child: ChildProcess, name: string) {
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.equal(code, 0, `${name} failed; see ${path.join(work, `${name}.log`)}`);
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const cleanUp = async () => {
  for (const child of children) child.kill('SIGTERM');
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
};

try {
  const [apiPortA, apiPortB, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const api = [`http://127.0.0.1:${apiPortA}/api`, `http://127.0.0.1:${apiPortB}/api`] as const;
  const proxy = `http://127.0.0.1:${proxyPort}/api`;

  step(`two API processes on ${database}, ports ${apiPortA} and ${apiPortB}`);
  await adminQuery(`CREATE DATABASE "${database}"`);
  const processEnv = (port: number) => ({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SHOP_ID: shopId,
    JWT_SECRET: 'deploy-test-secret-deploy-test-secret-0123',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: 'none',
    DATA_DIR: path.join(work, 'data'),
  });
  const server = ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')];
  // The first one migrates and seeds the demo shop; the second starts on the finished database.
  run('api-a', process.execPath, server, processEnv(apiPortA));
  await waitFor('process A', async () => ((await fetch(`${api[0]}/health`)).ok ? true : undefined), 120_000);
  run('api-b', process.execPath, server, processEnv(apiPortB));
  await waitFor('process B', async () => ((await fetch(`${api[1]}/health`)).ok ? true : undefined), 60_000);
  const sweepsStarted = Date.now();
  // placed now, checked last: the first sweeps run a minute after each process started
  const held = await expiredUnpaidOrder();
  await exited(
    run(
      'admin-create',
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/features/admin/create-cli.ts',
        '--email',
        owner.email,
        '--password',
        owner.password,
      ],
      processEnv(0),
    ),
    'admin-create',
  );

  step(`nginx on 127.0.0.1:${proxyPort} with deploy/nginx.conf`);
  // The shipped server block as it is, pointed at this run's ports.
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${proxyPort};`)
    .replace('127.0.0.1:3001', `127.0.0.1:${apiPortA}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${apiPortB}`);
  assert.ok(
    site.includes(`${apiPortA}`) && site.includes(`${apiPortB}`),
    'deploy/nginx.conf names ports 3001 and 3002',
  );
  fs.writeFileSync(path.join(work, 'storefront.conf'), site);
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(work, dir));
  fs.writeFileSync(
    path.join(work, 'nginx.conf'),
    `pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 256; }
http {
  log_format upstream '$upstream_addr $status $request';
  access_log ${work}/nginx-access.log upstream;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/storefront.conf;
}
`,
  );
  run('nginx', nginxBin, [
    '-p',
    work,
    '-c',
    path.join(work, 'nginx.conf'),
    '-e',
    path.join(work, 'nginx-error.log'),
    '-g',
    'daemon off;',
  ]);
  await waitFor('nginx', async () => ((await fetch(`${proxy}/health`)).ok ? true : undefined), 15_000);

  step('1. the proxy spreads requests over both processes');
  for (let i = 0; i < 6; i += 1) assert.equal((await fetch(`${proxy}/health`)).status, 200);
  const access = fs.readFileSync(path.join(work, 'nginx-access.log'), 'utf8');
  for (const port of [apiPortA, apiPortB]) {
    assert.ok(access.includes(`127.0.0.1:${port} 200`), `the proxy sent nothing to port ${port}:\n${access}`);
  }

  step('2. a price changed through process A is read through B and the proxy within a second');
  const login = await json(`${api[0]}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  assert.equal(login.status, 200, `console sign-in: ${JSON.stringify(login.body)}`);
  const staff = { authorization: `Bearer ${login.body.accessToken}`, 'content-type': 'application/json' };
  const product = await changeablePrice(api[0], staff);
  const readPrice = async (base: string) =>
    (await json(`${base}/grouped-product/single/${product.id}`)).body?.data?.originalPrice as
      | number
      | undefined;
  for (const base of [...api, proxy])
    assert.equal(await readPrice(base), product.price, `the price before, at ${base}`);
  const changedAt = Date.now();
  await product.change(product.price + 111);
  for (const base of [api[1], proxy, api[0]]) {
    await waitFor(
      `the new price at ${base}`,
      async () => ((await readPrice(base)) === product.price + 111 ? true : undefined),
      1_000,
    );
  }
  console.log(`   seen everywhere ${Date.now() - changedAt} ms after the change`);

  step('3. a login limit spent on both processes is spent for both');
  const tryLogin = (base: string) =>
    fetch(`${base}/loginuser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `nobody-${process.pid}@deploy.example`,
        password: 'wrong-password-1',
        main_id: shopId,
      }),
    }).then((res) => res.status);
  for (let i = 0; i < 10; i += 1)
    assert.notEqual(await tryLogin(api[i % 2]!), 429, `attempt ${i + 1} was limited`);
  assert.equal(await tryLogin(api[0]), 429, 'the 11th attempt, on process A');
  assert.equal(await tryLogin(api[1]), 429, 'the 11th attempt, on process B');
  assert.equal(await tryLogin(proxy), 429, 'the 11th attempt, through the proxy');

  step('4. an unpaid order past its hold is released once, by one sweep');
  const released = await waitFor(
    'the sweep to release the order',
    async () => ((await held.status()) === 'Failed' ? true : undefined),
    Math.max(0, SWEEP_WAIT_MS - (Date.now() - sweepsStarted)),
  );
  assert.ok(released);
  // both timers fire about together; give the loser time to (wrongly) release again
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  assert.equal(await held.stock(), held.stockBefore, 'the held unit is back, once');
  assert.equal(await held.releasedMovements(), 1, 'one released stock movement');
  const sweepLines = ['api-a', 'api-b']
    .map((name) => fs.readFileSync(path.join(work, `${name}.log`), 'utf8'))
    .join('\n')
    .split('\n')
    .filter((line) => line.includes('hold sweep released unpaid orders'));
  assert.equal(sweepLines.length, 1, `one process released it:\n${sweepLines.join('\n')}`);
  await held.close();

  console.log('\ndeploy test: all four checks passed');
  await cleanUp();
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(0);
} catch (error) {
  console.error(error);
  console.error(`\nlogs kept in ${work}`);
  await cleanUp();
  process.exit(1);
}

/** A simple product of the demo shop, its price in rupees, and a way to change it through `base`. */
async function changeablePrice(base: string, headers: Record<string, string>) {
  const list = await json(`${base}/admin/products?type=Simple&status=Active`, { headers });
  assert.equal(list.status, 200, `product list: ${JSON.stringify(list.body)}`);
  const id = list.body.items[0].id as string;
  const one = await json(`${base}/admin/products/${id}`, { headers });
  assert.equal(one.status, 200);
  const input = one.body.product;
  return {
    id,
    price: input.price as number,
    change: async (price: number) => {
      const res = await json(`${base}/admin/products/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...input, price, salePrice: null }),
      });
      assert.equal(res.status, 200, `price change: ${JSON.stringify(res.body)}`);
    },
  };
}

/**
 * An online order placed 20 minutes ago and never paid, holding one unit of a simple
 * product, written as checkout writes one (order, line, the unit taken from stock).
 */
async function expiredUnpaidOrder() {
  const client = new pg.Client({ connectionString: databaseUrl });
  // the database is dropped WITH (FORCE) at the end, which ends this connection too
  client.on('error', () => {});
  await client.connect();
  const {
    rows: [product],
  } = await client.query(
    `select id, sku, title, image, stock, original_price_paise as price from products
     where shop_id = $1 and product_type = 'Simple' and stock > 1 and status = 'Active' limit 1`,
    [shopId],
  );
  assert.ok(product, 'a simple product in stock');
  const stockBefore = product.stock as number;
  const placedAt = new Date(Date.now() - 20 * 60 * 1000);
  await client.query('begin');
  const {
    rows: [order],
  } = await client.query(
    `insert into orders (shop_id, receipt_id, status, payment_mode, amount_before_discount_paise,
       amount_after_discount_paise, created_at, updated_at)
     values ($1, 'DEPLOY-1', 'Pending', 'Pay now', $2, $2, $3, $3) returning id`,
    [shopId, product.price, placedAt],
  );
  await client.query(
    `insert into order_lines (shop_id, order_id, product_id, product_sku, product_name, product_image,
       product_price_paise, quantity)
     values ($1, $2, $3, $4, $5, $6, $7, 1)`,
    [shopId, order.id, product.id, product.sku, product.title, product.image, product.price],
  );
  await client.query('update products set stock = stock - 1, total_stock = total_stock - 1 where id = $1', [
    product.id,
  ]);
  await client.query('commit');
  const one = async (sql: string, values: unknown[]) => (await client.query(sql, values)).rows[0];
  return {
    stockBefore,
    status: async () => (await one('select status from orders where id = $1', [order.id])).status as string,
    stock: async () => (await one('select stock from products where id = $1', [product.id])).stock as number,
    releasedMovements: async () =>
      Number(
        (
          await one(`select count(*) as n from stock_movements where order_id = $1 and reason = 'released'`, [
            order.id,
          ])
        ).n,
      ),
    close: () => client.end(),
  };
}
