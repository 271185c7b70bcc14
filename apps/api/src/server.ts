import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
  await runMigrations(database);
  if (config.SEED_DEMO) {
    // the demo catalogue is loaded only when it is wanted, so a real shop's server never carries it
    const { seedDemoShopIfEmpty } = await import('./db/seed/demo');
    await seedDemoShopIfEmpty(database.db, config.SHOP_ID);
  }
  const app = await buildApp({ config, database });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`;
  app.log.info(`Shop ${config.SHOP_ID} on ${where}`);
  // A plain line for the person who typed `npm start`, whatever the log level.
  console.log(`\n  The shop is open at http://localhost:${config.PORT}\n`);
  if (app.mailer.outbox) {
    // the key is the only thing between a visitor and every sign-up and reset code
    const outbox = `http://localhost:${config.PORT}/api/dev/outbox?key=${encodeURIComponent(config.mailOutboxKey)}`;
    console.log(
      `  No SMTP_URL: sign-up and reset codes are kept at ${outbox}\n  (keep this address to yourself)\n`,
    );
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
