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
