/**
 * The selling-rules tests' set-up: an app with the fixture shop (office in Bengaluru,
 * pincodes 560001-2 active and 560003 inactive, delivery bands 0-5 km ₹49 and 5-10 km ₹99.50
 * with 10-50 km inactive, free delivery within 10 km from ₹999), an owner and a staff member,
 * and calls as them, as a customer, and as the storefront.
 */
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import { createTestApp } from '../../../test/app';
import { appForFile, madeBeforeAll } from '../../../test/before-all';
import { insertShopSettings } from '../../../test/fixtures';
import { createTestStaff } from '../testing';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function sellingTestApp() {
  const ctx = appForFile(async () => {
    const opened = await createTestApp();
    await insertShopSettings(opened.db, opened.config.SHOP_ID);
    return opened;
  });
  const people = madeBeforeAll(async () => ({
    owner: await createTestStaff(ctx, { role: 'owner' }),
    staff: await createTestStaff(ctx, { role: 'staff' }),
  }));
  const as = (who: 'owner' | 'staff' | null) => (method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/admin/selling${url}`,
      headers: who ? people[who].headers : {},
      payload,
    });
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
