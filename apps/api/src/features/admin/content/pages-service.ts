/**
 * The editable pages (privacy, refund, terms, about; decision 0041). A page the shop has not
 * written yet is listed with its name as title and an empty body; saving it creates its row.
 */
import {
  type AdminContentPageBody,
  type AdminEditablePage,
  CONTENT_ADMIN_MSG,
  CONTENT_PAGE_NAMES,
  CONTENT_PAGE_SLUGS,
  type ContentPageSlug,
  isContentPageSlug,
} from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentPages } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../audit';
import { auditedWriter } from '../audited-write';

type PageRow = typeof contentPages.$inferSelect;
const pageWrite = auditedWriter('page', { storefront: true });

const toPage = (slug: ContentPageSlug, row?: PageRow): AdminEditablePage => ({
  slug,
  name: CONTENT_PAGE_NAMES[slug],
  title: row?.title ?? CONTENT_PAGE_NAMES[slug],
  body: row?.body ?? '',
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

/** Every page, in the shared list's order. */
export async function listPages(db: Db, shopId: string): Promise<AdminEditablePage[]> {
  const rows = await db.select().from(contentPages).where(eq(contentPages.shopId, shopId));
  return CONTENT_PAGE_SLUGS.map((slug) =>
    toPage(
      slug,
      rows.find((row) => row.slug === slug),
    ),
  );
}

async function onePage(db: Db, shopId: string, slug: ContentPageSlug): Promise<AdminEditablePage> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.shopId, shopId), eq(contentPages.slug, slug)))
    .limit(1);
  return toPage(slug, row);
}

export async function savePage(
  db: Db,
  actor: AuditActor,
  slug: string,
  body: AdminContentPageBody,
): Promise<AdminEditablePage> {
  if (!isContentPageSlug(slug)) throw AppError.notFound(CONTENT_ADMIN_MSG.pageNotFound);
  const { shopId } = actor;
  const before = await onePage(db, shopId, slug);
  if (before.updatedAt !== null && before.title === body.title && before.body === body.body) return before;
  const text = { title: body.title, body: body.body };
  await pageWrite(db, actor, async (tx) => {
    await tx
      .insert(contentPages)
      .values({ shopId, slug, ...text })
      .onConflictDoUpdate({
        target: [contentPages.shopId, contentPages.slug],
        set: { ...text, updatedAt: new Date() },
      });
    const written = before.updatedAt === null ? null : { title: before.title, body: before.body };
    return { result: null, entry: { action: 'saved', entityId: slug, before: written, after: text } };
  });
  return onePage(db, shopId, slug);
}
