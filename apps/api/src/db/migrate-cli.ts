import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pglite'),
});
await runMigrations(database);
await database.close();
console.log(`Migrations applied to ${config.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}.`);
