import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPage } from '../../db/paging';
import { newsletterSubscribers } from '../../db/schema';

export type SubscriberState = 'active' | 'unsubscribed';

/** 32 random bytes: the link is the only thing standing between a stranger and someone's subscription. */
export const newUnsubscribeToken = () => randomBytes(32).toString('base64url');

/**
 * Stores the address, or subscribes it again if it had left; an address already subscribed
 * keeps its row and its token, so the same request twice changes nothing.
 */
export async function subscribe(db: Db, shopId: string, email: string) {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ shopId, email, unsubscribeToken: newUnsubscribeToken(), confirmedAt: new Date() })
    .onConflictDoUpdate({
      target: [newsletterSubscribers.shopId, newsletterSubscribers.email],
      set: {
        unsubscribedAt: null,
        unsubscribeToken: sql`coalesce(${newsletterSubscribers.unsubscribeToken}, excluded.unsubscribe_token)`,
      },
    })
    .returning();
  return row!;
}

/** True when the token names a subscriber of this shop (unsubscribing twice is fine). */
export async function unsubscribe(db: Db, shopId: string, token: string): Promise<boolean> {
  if (!token) return false;
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(and(eq(newsletterSubscribers.shopId, shopId), eq(newsletterSubscribers.unsubscribeToken, token)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

function conditions(shopId: string, state?: SubscriberState): SQL | undefined {
  const where: SQL[] = [eq(newsletterSubscribers.shopId, shopId)];
  if (state === 'active') where.push(isNull(newsletterSubscribers.unsubscribedAt));
  if (state === 'unsubscribed') where.push(isNotNull(newsletterSubscribers.unsubscribedAt));
  return and(...where);
}

const toSubscriber = (row: typeof newsletterSubscribers.$inferSelect) => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});
export type Subscriber = ReturnType<typeof toSubscriber>;

/** Newest first. */
export async function listSubscribers(
  db: Db,
  shopId: string,
  filter: { state?: SubscriberState; page: number; pageSize: number },
) {
  const where = conditions(shopId, filter.state);
  const newestFirst = db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
  const { rows, total } = await readPage(db, newestFirst, { table: newsletterSubscribers, where }, filter);
  return { items: rows.map(toSubscriber), page: filter.page, pageSize: filter.pageSize, total };
}

export async function allSubscribers(db: Db, shopId: string, state?: SubscriberState): Promise<Subscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(conditions(shopId, state))
    .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
  return rows.map(toSubscriber);
}
