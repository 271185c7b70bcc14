// `npm run admin:create -- --email E --password P [--role owner|staff] [--name N]`
// (--email may be given several times: each gets the same password, role and name).
// Creates a staff member, or resets the one with this e-mail (new password, role and
// name; two-factor off, recovery codes and sessions gone). Runs on PGlite in DATA_DIR or
// on DATABASE_URL, like db:seed; never prompts, so scripts and tests can run it.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole, staffEmailSchema, staffPasswordSchema } from '@storefront/shared';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { hashPassword } from '../../lib/passwords';
import { upsertStaff } from './repository';

const { values } = parseArgs({
  options: {
    email: { type: 'string', multiple: true },
    password: { type: 'string' },
    role: { type: 'string', default: 'owner' },
    name: { type: 'string', default: '' },
  },
});

function fail(message: string): never {
  console.error(message);
  console.error('Usage: npm run admin:create -- --email E --password P [--role owner|staff] [--name N]');
  process.exit(2);
}

const emails = (values.email ?? []).map((given) => staffEmailSchema.safeParse(given));
if (emails.length === 0 || emails.some((email) => !email.success))
  fail('--email: give a valid e-mail address');
const password = staffPasswordSchema.safeParse(values.password ?? '');
if (!password.success) fail(`--password: ${password.error.issues[0]?.message}`);
const role = STAFF_ROLES.find((r) => r === values.role) as StaffRole | undefined;
if (!role) fail('--role: owner or staff');

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pglite'),
});
try {
  await runMigrations(database);
  const passwordHash = await hashPassword(password.data);
  for (const email of emails) {
    const { created } = await upsertStaff(database.db, {
      shopId: config.SHOP_ID,
      email: email.data!,
      name: values.name?.trim() ?? '',
      role,
      passwordHash,
    });
    console.log(
      `${created ? 'Created' : 'Reset'} ${role} ${email.data} for shop ${config.SHOP_ID}. Sign in at /admin/login.`,
    );
  }
} finally {
  await database.close();
}
