import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every row carries its shop and its created and updated times. */
export const baseColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  shopId: text('shop_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * A refresh token kept as customers' and staff's sign-ins keep them (hashed, rotated, in
 * families), after the owner's id column of each table.
 */
export const refreshTokenColumns = {
  /** SHA-256 of the token; the token itself lives only in the caller's cookie. */
  tokenHash: text('token_hash').notNull(),
  /** All tokens descended from one login; reuse of a rotated token revokes the family. */
  familyId: uuid('family_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
};
