import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns, refreshTokenColumns } from './columns';

export const users = pgTable(
  'users',
  {
    ...baseColumns,
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

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...refreshTokenColumns,
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

export const otps = pgTable(
  'otps',
  {
    ...baseColumns,
    email: text('email').notNull(),
    /** signup or reset */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when the verified code has been spent on a signup or a reset. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otps_lookup_idx').on(t.shopId, t.email, t.purpose, t.createdAt)],
);

export const addresses = pgTable(
  'addresses',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

export const pushTokens = pgTable(
  'push_tokens',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceToken: text('device_token').notNull(),
  },
  (t) => [uniqueIndex('push_tokens_token_uq').on(t.shopId, t.deviceToken)],
);
