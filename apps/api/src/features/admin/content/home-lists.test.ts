import { type AdminHomeContent, HOME_CONTENT_MSG, NEW_ARRIVAL_GROUP_MAX_PRODUCTS } from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newArrivalGroups } from '../../../db/schema';
import { expectFieldError, fieldErrors } from '../../../test/answers';
import { TEST_SHOP_ID } from '../../../test/app';
import { withApp } from '../../../test/before-all';
import { insertMarquee, insertNewArrivalGroup, insertProduct } from '../../../test/fixtures';
import { createTwoProcesses } from '../../../test/processes';
import { consoleTestApp } from '../console-test-app';
import { createTestStaff } from '../testing';

/** Announcement headings and new-arrival groups: written in the console, read by /marquee/all and /newarrival/all. */

const { ctx, owner, admin } = consoleTestApp({ prefix: '/home' });
const ids: Record<string, string> = {};

beforeAll(async () => {
  ids.rose = await insertProduct(ctx.db, TEST_SHOP_ID, { title: 'Rose Attar' });
  ids.oud = await insertProduct(ctx.db, TEST_SHOP_ID, { title: 'Oud Royale' });
  ids.musk = await insertProduct(ctx.db, TEST_SHOP_ID, { title: 'Hidden Musk', status: 'Inactive' });
  ids.elsewhere = await insertProduct(ctx.db, 'other-shop', { title: 'Not ours' });
  ids.seededHeading = (await insertMarquee(ctx.db, TEST_SHOP_ID, 'Free delivery over ₹999', 1)).id;
  ids.seededGroup = (
    await insertNewArrivalGroup(ctx.db, TEST_SHOP_ID, {
      categoryName: 'Attars',
      productIds: [ids.rose],
      position: 1,
    })
  ).id;
});

const storefront = async (path: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/${path}/all/${TEST_SHOP_ID}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown>[];
};
const headings = async () => (await storefront('marquee')).map((row) => row.heading);
const actions = async (entityId: string) =>
  (
    await ctx.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entityId), eq(auditLog.shopId, TEST_SHOP_ID)))
      .orderBy(auditLog.createdAt)
  ).map((entry) => entry.action);

describe('announcement headings in the console', () => {
  it('adds, edits, moves and deletes a heading; the strip follows each step', async () => {
    expect(await headings()).toEqual(['Free delivery over ₹999']);
    const created = await admin('POST', '/marquees', { heading: '  Diwali gifts ship today  ' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, message } = created.json() as { id: string; message: string };
    expect(message).toBe(HOME_CONTENT_MSG.marqueeSaved);
    expect(await headings()).toEqual(['Free delivery over ₹999', 'Diwali gifts ship today']);

    await admin('PUT', `/marquees/${id}`, { heading: 'Diwali gifts ship the same day' });
    const up = await admin('POST', `/marquees/${id}/move`, { direction: 'up' });
    expect((up.json().home as AdminHomeContent).marquees.map((row) => [row.heading, row.position])).toEqual([
      ['Diwali gifts ship the same day', 1],
      ['Free delivery over ₹999', 2],
    ]);
    expect(await headings()).toEqual(['Diwali gifts ship the same day', 'Free delivery over ₹999']);

    const gone = await admin('DELETE', `/marquees/${id}`);
    expect(gone.json().message).toBe(HOME_CONTENT_MSG.marqueeDeleted);
    expect(await headings()).toEqual(['Free delivery over ₹999']);
    expect(await actions(id)).toEqual([
      'marquee.created',
      'marquee.saved',
      'marquee.moved',
      'marquee.deleted',
    ]);
  });

  // PGlite has one connection, so only PostgreSQL can run two moves at the same moment
  it.skipIf(!process.env.DATABASE_URL)('keeps one place per heading when two moves run at once', async () => {
    for (const heading of ['Second', 'Third', 'Fourth']) await admin('POST', '/marquees', { heading });
    const start = ((await admin('GET', '')).json() as AdminHomeContent).marquees;
    await Promise.all([
      // both swaps touch the third heading: read without a lock, two headings would share a place
      admin('POST', `/marquees/${start[2]!.id}/move`, { direction: 'up' }),
      admin('POST', `/marquees/${start[3]!.id}/move`, { direction: 'up' }),
    ]);
    const after = ((await admin('GET', '')).json() as AdminHomeContent).marquees;
    expect(after.map((row) => row.position)).toEqual([1, 2, 3, 4]);
    expect(new Set(after.map((row) => row.id))).toEqual(new Set(start.map((row) => row.id)));
    for (const row of after.filter((row) => row.id !== ids.seededHeading))
      await admin('DELETE', `/marquees/${row.id}`);
  });

  it('refuses an empty heading with its message, and has no status to change', async () => {
    expect(fieldErrors(await admin('POST', '/marquees', { heading: '   ' }))).toEqual({
      heading: HOME_CONTENT_MSG.enterHeading,
    });
    const status = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/home/marquees/${ids.seededHeading}/status`,
      headers: owner.headers,
      payload: { status: 'Inactive' },
    });
    expect(status.statusCode).toBe(404);
  });
});

describe('new-arrival groups in the console', () => {
  it('adds a group whose row shows its Active products in the chosen order', async () => {
    const before = await storefront('newarrival');
    expect(before.map((group) => group.category_name)).toEqual(['Attars']);
    const res = await admin('POST', '/new-arrivals', {
      categoryName: 'Oud season',
      description: 'Deep and smoky',
      productIds: [ids.oud, ids.musk!.toUpperCase(), ids.rose],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, home } = res.json() as { id: string; home: AdminHomeContent };
    // the console shows every chosen product, hidden ones marked; ids are kept as the database writes them
    expect(home.newArrivals.at(-1)).toMatchObject({
      id,
      categoryName: 'Oud season',
      position: 2,
      products: [
        { id: ids.oud, title: 'Oud Royale', status: 'Active' },
        { id: ids.musk, title: 'Hidden Musk', status: 'Inactive' },
        { id: ids.rose, title: 'Rose Attar', status: 'Active' },
      ],
    });
    const [row] = await ctx.db.select().from(newArrivalGroups).where(eq(newArrivalGroups.id, id));
    expect(row?.productIds).toEqual([ids.oud, ids.musk, ids.rose]);

    const shown = (await storefront('newarrival')).at(-1) as {
      category_name: string;
      product: { product_id: string }[];
    };
    expect(shown.category_name).toBe('Oud season');
    expect(shown.product.map((card) => card.product_id)).toEqual([ids.oud, ids.rose]);
    expect(await actions(id)).toEqual(['new-arrival-group.created']);
  });

  it('refuses unknown, repeated, missing and too many products, naming the place in the list', async () => {
    const unknown = await admin('POST', '/new-arrivals', {
      categoryName: 'Mixed',
      productIds: [ids.rose, ids.elsewhere, '00000000-0000-4000-8000-00000000abcd'],
    });
    expectFieldError(unknown, 400, 'productIds.1', HOME_CONTENT_MSG.unknownProduct);
    const repeated = await admin('POST', '/new-arrivals', {
      categoryName: 'Twice',
      productIds: [ids.rose, ids.oud, ids.rose],
    });
    expect(repeated.json().fields).toEqual({ 'productIds.2': HOME_CONTENT_MSG.productRepeated });
    const empty = await admin('POST', '/new-arrivals', { categoryName: '', productIds: [] });
    expect(empty.json().fields).toEqual({
      categoryName: HOME_CONTENT_MSG.enterGroupName,
      productIds: HOME_CONTENT_MSG.addProduct,
    });
    const malformed = await admin('POST', '/new-arrivals', { categoryName: 'Odd', productIds: ['x'] });
    expect(malformed.json().fields).toEqual({ 'productIds.0': HOME_CONTENT_MSG.unknownProduct });
    const many = Array.from(
      { length: NEW_ARRIVAL_GROUP_MAX_PRODUCTS + 1 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );
    const tooMany = await admin('POST', '/new-arrivals', { categoryName: 'Many', productIds: many });
    expect(tooMany.json().fields).toEqual({ productIds: HOME_CONTENT_MSG.tooManyProducts });
    expect((await admin('GET', '')).json().newArrivals).toHaveLength(2);
  });

  it('reorders a group’s products and the groups themselves; the storefront follows', async () => {
    const { newArrivals } = (await admin('GET', '')).json() as AdminHomeContent;
    const group = newArrivals.at(-1)!;
    const saved = await admin('PUT', `/new-arrivals/${group.id}`, {
      categoryName: group.categoryName,
      description: group.description,
      productIds: [ids.rose, ids.oud],
    });
    expect(saved.json().message).toBe(HOME_CONTENT_MSG.groupSaved);
    const moved = await admin('POST', `/new-arrivals/${group.id}/move`, { direction: 'up' });
    expect((moved.json().home as AdminHomeContent).newArrivals.map((row) => row.id)).toEqual([
      group.id,
      ids.seededGroup,
    ]);
    const shown = (await storefront('newarrival')) as { id: string; product: { product_id: string }[] }[];
    expect(shown.map((row) => row.id)).toEqual([group.id, ids.seededGroup]);
    expect(shown[0]!.product.map((card) => card.product_id)).toEqual([ids.rose, ids.oud]);

    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, group.id), eq(auditLog.action, 'new-arrival-group.saved')));
    expect(entries[0]).toMatchObject({
      before: expect.objectContaining({ productIds: [ids.oud, ids.musk, ids.rose] }),
      after: expect.objectContaining({ productIds: [ids.rose, ids.oud] }),
    });

    const gone = await admin('DELETE', `/new-arrivals/${group.id}`);
    expect(gone.json().message).toBe(HOME_CONTENT_MSG.groupDeleted);
    expect((await storefront('newarrival')).map((row) => row.id)).toEqual([ids.seededGroup]);
    expect((await admin('DELETE', `/new-arrivals/${group.id}`)).json().msg).toBe(
      HOME_CONTENT_MSG.groupNotFound,
    );
  });

  it('is staff only: a wrong or missing token changes nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/home/marquees',
      payload: { heading: 'Sneaky' },
    });
    expect(res.statusCode).toBe(401);
    expect(await headings()).not.toContain('Sneaky');
  });
});

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)('across two API processes', () => {
  it('a heading added through one process is in the other’s strip within a second', async () => {
    await withApp(createTwoProcesses(), async (two) => {
      const staff = await createTestStaff({ db: two.databases[0].db, config: two.config });
      const strip = async () =>
        (await two.apps[1].inject({ method: 'GET', url: `/api/marquee/all/${two.config.SHOP_ID}` })).json()
          .data as { heading: string }[];
      expect(await strip()).toEqual([]);
      const res = await two.apps[0].inject({
        method: 'POST',
        url: '/api/admin/home/marquees',
        headers: staff.headers,
        payload: { heading: 'Seen everywhere' },
      });
      expect(res.statusCode).toBe(201);
      const until = Date.now() + 1_000;
      let shown: string[] = [];
      while (Date.now() < until) {
        shown = (await strip()).map((row) => row.heading);
        if (shown.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(shown).toEqual(['Seen everywhere']);
    });
  });
});
