/**
 * The selling-rules tests' set-up: an app with the fixture shop (office in Bengaluru,
 * pincodes 560001-2 active and 560003 inactive, delivery bands 0-5 km ₹49 and 5-10 km ₹99.50
 * with 10-50 km inactive, free delivery within 10 km from ₹999), an owner and a staff member,
 * and calls as them, as a customer, and as the storefront.
 */
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import { insertShopSettings } from '../../../test/fixtures';
import { consoleTestApp } from '../console-test-app';

export function sellingTestApp() {
  const { ctx, owner, staff, admin } = consoleTestApp({
    prepare: (opened) => insertShopSettings(opened.db, opened.config.SHOP_ID),
    prefix: '/selling',
  });
  const people = { owner, staff };
  const as =
    (who: 'owner' | 'staff' | null) => (method: Parameters<typeof admin>[0], url: string, payload?: object) =>
      admin(method, url, payload, who && people[who]);
  /** A storefront read, as a shopper's browser sends it. */
  const storefront = async (path: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api${path}/${ctx.config.SHOP_ID}` })).json();
  /** The newest audit entry of an entity. */
  const lastAudit = async (entity: string) => {
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.shopId, ctx.config.SHOP_ID), eq(auditLog.entity, entity)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    return row;
  };
  return { ctx, people, owner: as('owner'), staff: as('staff'), anonymous: as(null), storefront, lastAudit };
}
