import { boolean, doublePrecision, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerId, refreshTokenColumns, refreshTokenIndexes, shopTable, timestamptz } from './columns';

export const users = shopTable(
  'users',
  {
    /** Stored lower-cased, so one person has one account whatever the case they type. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    mobile: text('mobile').notNull().default(''),
    /** scrypt$N$r$p$salt$hash; null for an account made through Google only. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    status: text('status').notNull().default('Active'),
  },
  (t) => [uniqueIndex('users_shop_email_uq').on(t.shopId, t.email)],
);

export const refreshTokens = shopTable(
  'refresh_tokens',
  {
    userId: ownerId('user_id', () => users.id),
    ...refreshTokenColumns,
  },
  (t) => refreshTokenIndexes('refresh_tokens', t),
);

export const otps = shopTable(
  'otps',
  {
    email: text('email').notNull(),
    /** signup or reset */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamptz('verified_at'),
    /** Set when the verified code has been spent on a signup or a reset. */
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [index('otps_lookup_idx').on(t.shopId, t.email, t.purpose, t.createdAt)],
);

export const addresses = shopTable(
  'addresses',
  {
    userId: ownerId('user_id', () => users.id),
    userName: text('user_name').notNull().default(''),
    /** Home, Office or Others */
    locationUser: text('location_user').notNull(),
    newAddress: text('new_address').notNull(),
    city: text('city').notNull(),
    area: text('area').notNull().default(''),
    pincode: text('pincode').notNull(),
    defaultShipping: boolean('default_shipping').notNull().default(false),
    defaultBilling: boolean('default_billing').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const pushTokens = shopTable(
  'push_tokens',
  {
    userId: ownerId('user_id', () => users.id),
    deviceToken: text('device_token').notNull(),
  },
  (t) => [uniqueIndex('push_tokens_token_uq').on(t.shopId, t.deviceToken)],
);
