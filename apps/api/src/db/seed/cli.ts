// `npm run db:seed`: reset and seed the demo shop.
// `npm run db:seed -- --products N`: the demo shop plus generated products up to N in all.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { fillCatalogue } from './bulk';
import { seedDemoShop, shopProductCount } from './demo';

const { values } = parseArgs({
  options: { products: { type: 'string' }, 'keep-existing': { type: 'boolean', default: false } },
});
const target = values.products === undefined ? undefined : Number(values.products);
if (target !== undefined && (!Number.isInteger(target) || target < 0 || target > 2_000_000)) {
  console.error('--products takes a whole number from 0 to 2,000,000');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pglite'),
});
const started = performance.now();
try {
  await runMigrations(database);
  const existing = await shopProductCount(database.db, config.SHOP_ID);
  // With --products on a catalogue that already has the demo, only the missing products are added.
  if (!(values['keep-existing'] || (target !== undefined && existing > 0))) {
    await seedDemoShop(database.db, config.SHOP_ID, { reset: true });
    console.log(`Demo shop ${config.SHOP_ID} seeded.`);
  }
  if (target !== undefined) {
    let lastReport = 0;
    const added = await fillCatalogue(database.db, config.SHOP_ID, target, (done, total) => {
      if (done - lastReport >= 20_000 || done === total) {
        lastReport = done;
        console.log(
          `  ${done.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')} generated products`,
        );
      }
    });
    // fillCatalogue and seedDemoShop end with VACUUM ANALYZE (statistics.ts), so the planner uses
    // the listing and trigram indexes right away.
    console.log(`Added ${added.toLocaleString('en-IN')} generated products.`);
  }
  const total = await shopProductCount(database.db, config.SHOP_ID);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`The shop has ${total.toLocaleString('en-IN')} products (${seconds} s).`);
} finally {
  await database.close();
}
