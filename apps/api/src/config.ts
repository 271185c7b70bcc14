import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * How many proxy hops in front of the API to trust for the client address (rate limits
   * key on it). 0 trusts none, so a forged X-Forwarded-For changes nothing.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Multiplies every rate limit's allowance; 1 in production, higher for load tests and browser journeys. */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The one shop this deployment serves; every row and path carries it. */
  SHOP_ID: z.string().trim().min(1).max(64).default('nakshatra-demo'),
  /** The address shoppers reach the shop at, used in mails and absolute links. */
  PUBLIC_URL: optionalString,
  DATABASE_URL: optionalString,
  /** Where the embedded database lives when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('./data'),
  /** Seed the demo shop when the database has no products yet. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Nakshatra Attars <no-reply@nakshatra.example>'),
  /**
   * Without SMTP_URL, keep mails in an outbox at GET /api/dev/outbox. Default: on outside
   * production and on the embedded demo database (so `npm start` on a fresh clone can
   * register), off for a production deployment on PostgreSQL.
   */
  MAIL_OUTBOX: z.enum(['true', 'false']).optional(),
  /**
   * The key that opens the dev outbox (`?key=` or the X-Outbox-Key header). Unset = one is
   * made and kept in $DATA_DIR/outbox-key, and `npm start` prints the outbox address with it.
   */
  MAIL_OUTBOX_KEY: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** Razorpay's API address; tests point it at a local fake server. */
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  REDIS_URL: optionalString,
  /** The largest picture the console takes, in megabytes. */
  MEDIA_MAX_MB: z.coerce.number().int().min(1).max(100).default(15),
  /**
   * Uploaded pictures go to this S3-compatible bucket when set (with the S3_* settings below),
   * else to $DATA_DIR/media, served by the API at /api/media/uploads/.
   */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('auto'),
  /** The S3 API address of a provider other than AWS (R2, MinIO, Spaces ...). */
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** The public address the bucket's files are read at (a CDN or the bucket's web address). */
  S3_PUBLIC_URL: optionalString,
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  GEOCODER_URL: optionalString,
  /** Folder of the built web app that the API serves; `none` serves the API only. */
  WEB_DIST_DIR: z
    .string()
    .default(path.resolve(import.meta.dirname, '../../web/dist'))
    .transform((dir) => (dir === 'none' ? '' : dir)),
});

export type Config = z.infer<typeof envSchema> & {
  JWT_SECRET: string;
  cookieSecure: boolean;
  /** Mails are kept in the dev outbox (only when SMTP_URL is unset). */
  mailOutbox: boolean;
  /** What a caller must present to read the dev outbox; '' when there is no outbox. */
  mailOutboxKey: string;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the start with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value means "not set", so a copied .env.example with blanks behaves like no file.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (Boolean(present.RAZORPAY_KEY_ID) !== Boolean(present.RAZORPAY_KEY_SECRET)) {
    problems.push(
      'RAZORPAY_KEY_SECRET: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set together or not at all',
    );
  }
  if (present.S3_BUCKET && !present.S3_PUBLIC_URL) {
    problems.push('S3_PUBLIC_URL: the address browsers read the bucket at is needed with S3_BUCKET');
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const config = parsed.data;
  const mailOutbox =
    !config.SMTP_URL &&
    (config.MAIL_OUTBOX
      ? config.MAIL_OUTBOX === 'true'
      : config.NODE_ENV !== 'production' || !config.DATABASE_URL);
  return {
    ...config,
    JWT_SECRET: config.JWT_SECRET ?? secretKeptIn(config.DATA_DIR, 'jwt-secret'),
    cookieSecure: config.COOKIE_SECURE ? config.COOKIE_SECURE === 'true' : config.NODE_ENV === 'production',
    mailOutbox,
    mailOutboxKey: mailOutbox ? (config.MAIL_OUTBOX_KEY ?? secretKeptIn(config.DATA_DIR, 'outbox-key')) : '',
  };
}

/**
 * Without JWT_SECRET (or MAIL_OUTBOX_KEY) a secret is made once and kept beside the
 * embedded database, readable by its owner only, so a shop started with no setup keeps
 * its customers signed in, and its outbox address, across restarts. Several API
 * processes must share one JWT_SECRET instead.
 */
function secretKeptIn(dataDir: string, name: string): string {
  if (dataDir === '' || dataDir.startsWith('memory://')) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
