/**
 * Prepares a shop's database for e2e/cart.spec.ts before the shop starts (PGlite allows one
 * process at a time): migrations, the demo seed, then the cart fixtures. Reads the same
 * variables as the server (DATA_DIR, DATABASE_URL, SHOP_ID).
 *
 *   DATA_DIR=e2e/.artifacts/data-3260 npx tsx e2e/support/seed-cart-fixtures.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { seedDemoShopIfEmpty } from '../../apps/api/src/db/seed/demo';
import { seedCartFixtures } from './cart-fixtures';

const shopId = process.env.SHOP_ID ?? 'nakshatra-demo';
const dataDir = process.env.DATA_DIR ?? './data';
if (!process.env.DATABASE_URL) fs.mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: path.join(dataDir, 'pglite'),
});
try {
  await runMigrations(database);
  await seedDemoShopIfEmpty(database.db, shopId);
  const added = await seedCartFixtures(database.db, shopId);
  console.log(added ? 'Cart fixtures written' : 'Cart fixtures already present');
} finally {
  await database.close();
}
