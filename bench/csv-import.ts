/**
 * `npm run bench:import`: the product CSV import at catalogue size. Makes a fresh database
 * (PostgreSQL when DATABASE_URL is set, else embedded PGlite), writes a file of --rows rows
 * (default 10,000: simple products and variable products with three variations each) and
 * times the dry run, the import that creates them all, and the import that updates them all.
 * Target (issue 10): a 10,000-row import in under 30 s on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { CSV_VARIATION_TYPE, PRODUCT_CSV_COLUMNS } from '@storefront/shared';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { categories } from '../apps/api/src/db/schema';
import { toCsv } from '../apps/api/src/features/admin/csv';
import { createTestStaff } from '../apps/api/src/features/admin/testing';
import { benchArgs, log } from './lib/common';

const { number } = benchArgs();
const rowCount = number('rows', 10_000);
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const shopId = `import-bench-${randomBytes(3).toString('hex')}`;

let dbName: string | undefined;
let url: string | undefined;
if (databaseUrl) {
  dbName = `bench_import_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const target = new URL(databaseUrl);
  target.pathname = `/${dbName}`;
  url = target.toString();
}
const database = await openDatabase(url ? { url, dataDir: '', poolSize: 5 } : { dataDir: 'memory://' });
await runMigrations(database);
const config = loadConfig({
  NODE_ENV: 'test',
  SHOP_ID: shopId,
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: 'none',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
});
const app = await buildApp({ config, database, logger: false });
await app.ready();

try {
  await database.db
    .insert(categories)
    .values(['Perfume', 'Gemstones', 'Incense'].map((name) => ({ shopId, name })));
  const owner = await createTestStaff({ db: database.db, config });

  const column = (name: (typeof PRODUCT_CSV_COLUMNS)[number]) => PRODUCT_CSV_COLUMNS.indexOf(name);
  const rows: string[][] = [];
  const blank = () => PRODUCT_CSV_COLUMNS.map(() => '');
  for (let n = 0; rows.length < rowCount; n += 1) {
    const row = blank();
    const variable = n % 4 === 3 && rows.length + 4 <= rowCount;
    row[column('type')] = variable ? 'Variable Product' : 'Simple';
    row[column('sku')] = `BENCH-${n}`;
    row[column('title')] = `Bench attar number ${n}`;
    row[column('categories')] = n % 2 ? 'Perfume' : 'Perfume | Incense';
    row[column('price')] = String(200 + (n % 900));
    row[column('stock')] = variable ? '' : String(n % 50);
    row[column('images')] = `/api/media/bottle/bench-${n % 20}.svg`;
    row[column('short_description')] = 'A long-lasting attar, alcohol free';
    row[column('key_features')] = 'Alcohol free | Hand made';
    row[column('specifications')] = 'Volume: 12 ml | Origin: Kannauj';
    row[column('hsn_code')] = '3303';
    row[column('gst_rate')] = '18';
    if (variable) row[column('attributes')] = 'Size: 6 ml; 12 ml; 24 ml';
    rows.push(row);
    if (!variable) continue;
    for (const size of ['6 ml', '12 ml', '24 ml']) {
      const v = blank();
      v[column('type')] = CSV_VARIATION_TYPE;
      v[column('sku')] = `BENCH-${n}-${size.replace(' ', '')}`;
      v[column('parent_sku')] = `BENCH-${n}`;
      v[column('price')] = String(150 + Number.parseInt(size, 10) * 20);
      v[column('stock')] = '5';
      v[column('attributes')] = `Size: ${size}`;
      rows.push(v);
    }
  }
  const csv = toCsv([...PRODUCT_CSV_COLUMNS], rows);
  log(`${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${rows.length} rows, ${(csv.length / 1e6).toFixed(1)} MB`);

  const timed = async (label: string, dryRun: boolean) => {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/products/import?dryRun=${dryRun}`,
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    const seconds = (performance.now() - started) / 1000;
    const body = res.json() as { created: number; updated: number; errors: unknown[] };
    if (res.statusCode !== 200 || body.errors.length > 0)
      throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 500)}`);
    log(`${label.padEnd(28)} ${seconds.toFixed(2)} s  (created ${body.created}, updated ${body.updated})`);
    return seconds;
  };
  await timed('dry run', true);
  const create = await timed('import, creating all', false);
  const update = await timed('import again, updating all', false);
  log(`target: a ${rows.length}-row import under 30 s: ${Math.max(create, update) < 30 ? 'met' : 'NOT met'}`);
} finally {
  await app.close();
  await database.close();
  if (databaseUrl && dbName) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}
