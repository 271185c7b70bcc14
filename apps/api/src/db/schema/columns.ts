import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Every moment the shop keeps is stored with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A row written once and never changed (a log entry) carries its shop and its created time. */
export const entryColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  shopId: text('shop_id').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
};

/** Every other row carries its shop and its created and updated times. */
export const baseColumns = {
  ...entryColumns,
  updatedAt: timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A table of the shop's rows: every row carries its id, shop and times (baseColumns), then its own columns. */
export function shopTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extraConfig?: (
    self: BuildExtraConfigColumns<TName, typeof baseColumns & TColumns, 'pg'>,
  ) => PgTableExtraConfigValue[],
) {
  return pgTable<TName, typeof baseColumns & TColumns>(name, { ...baseColumns, ...columns }, extraConfig);
}

/** A table of the shop's settings: one row per shop (read with findSettingsRow, written with upsertShopRow). */
export function settingsTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
) {
  return shopTable(name, columns, (t) => [uniqueIndex(`${name}_shop_uq`).on(t.shopId)]);
}

/** A required link to the row this one belongs to, deleted with it. */
export const ownerId = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });

/**
 * A refresh token kept as customers' and staff's sign-ins keep them (hashed, rotated, in
 * families), after the owner's id column of each table.
 */
export const refreshTokenColumns = {
  /** SHA-256 of the token; the token itself lives only in the caller's cookie. */
  tokenHash: text('token_hash').notNull(),
  /** All tokens descended from one login; reuse of a rotated token revokes the family. */
  familyId: uuid('family_id').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  revokedAt: timestamptz('revoked_at'),
};

/** The indexes of a refresh-token table: a token found by its hash, a family revoked at once. */
export const refreshTokenIndexes = (table: string, t: { tokenHash: PgColumn; familyId: PgColumn }) => [
  uniqueIndex(`${table}_hash_uq`).on(t.tokenHash),
  index(`${table}_family_idx`).on(t.familyId),
];

/** Inbox state of a lead or an enquiry: when staff first opened it, and when they marked it dealt with. */
export const inboxColumns = {
  readAt: timestamptz('read_at'),
  handledAt: timestamptz('handled_at'),
};
