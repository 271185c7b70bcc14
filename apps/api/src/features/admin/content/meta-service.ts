/**
 * Site meta and the origins whose scripts may run, saved together so a script is never kept
 * without its origin (decision 0041). After the commit `catalogueChanged` empties the cached
 * /meta answers and served pages and makes every process compute its pages' CSP again
 * (lib/security-headers.ts), so the next page already allows, or no longer allows, the origin.
 */
import type { AdminSiteMeta, AdminSiteMetaBody } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { scriptOrigins, siteMeta } from '../../../db/schema';
import { upsertShopRow } from '../../../db/shop-rows';
import type { AuditActor } from '../audit';
import { saveShopSetting } from '../audited-write';

export async function getSiteMeta(db: Db, shopId: string): Promise<AdminSiteMeta> {
  const [[row], origins] = await Promise.all([
    db.select().from(siteMeta).where(eq(siteMeta.shopId, shopId)).limit(1),
    db
      .select({ origin: scriptOrigins.origin })
      .from(scriptOrigins)
      .where(eq(scriptOrigins.shopId, shopId))
      .orderBy(scriptOrigins.position, scriptOrigins.origin),
  ]);
  return {
    title: row?.title ?? '',
    description: row?.description ?? '',
    keywords: row?.keywords ?? '',
    author: row?.author ?? '',
    icon: row?.icon ?? '',
    scripts: row?.scripts ?? [],
    scriptOrigins: origins.map((entry) => entry.origin),
  };
}

export async function saveSiteMeta(
  db: Db,
  actor: AuditActor,
  body: AdminSiteMetaBody,
): Promise<AdminSiteMeta> {
  const { shopId } = actor;
  const after: AdminSiteMeta = {
    title: body.title,
    description: body.description,
    keywords: body.keywords,
    author: body.author,
    icon: body.icon,
    scripts: body.scripts,
    scriptOrigins: body.scriptOrigins,
  };
  const { scriptOrigins: origins, ...columns } = after;
  return saveShopSetting(db, actor, {
    entity: 'site_meta',
    before: await getSiteMeta(db, shopId),
    after,
    write: async (tx) => {
      await upsertShopRow(tx, siteMeta, shopId, columns);
      await tx.delete(scriptOrigins).where(eq(scriptOrigins.shopId, shopId));
      if (origins.length > 0) {
        await tx
          .insert(scriptOrigins)
          .values(origins.map((origin, position) => ({ shopId, origin, position })));
      }
    },
  });
}
