import { SELLING_ADMIN_MSG } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/answers';
import { sellingTestApp } from './testing';

const { people, owner, staff, anonymous, storefront, lastAudit } = sellingTestApp();

type Band = { id: string; min_kilometer: number; max_kilometer: number; status: string };
const bandsOf = async (path: string) => (await owner('GET', path)).json().items as Band[];
const findBand = async (path: string, min: number, max: number) =>
  (await bandsOf(path)).find((band) => band.min_kilometer === min && band.max_kilometer === max)!;

describe('console delivery price bands', () => {
  it('lists every band, inactive ones too, nearest first, in rupees', async () => {
    const res = await staff('GET', '/delivery-bands');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject([
      { min_kilometer: 0, max_kilometer: 5, delivery_price: 49, status: 'Active' },
      { min_kilometer: 5, max_kilometer: 10, delivery_price: 99.5, status: 'Active' },
      { min_kilometer: 10, max_kilometer: 50, delivery_price: 199, status: 'Inactive' },
    ]);
  });

  it('adds a band that meets another at a kilometre; the storefront lists it at once, audited', async () => {
    expect((await storefront('/delivery-price')).data).toHaveLength(2);
    const res = await owner('POST', '/delivery-bands', {
      min_kilometer: '50',
      max_kilometer: '80',
      delivery_price: '120.50',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: SELLING_ADMIN_MSG.bandAdded,
      band: { min_kilometer: 50, max_kilometer: 80, delivery_price: 120.5, status: 'Active' },
    });
    expect((await storefront('/delivery-price')).data).toContainEqual(
      expect.objectContaining({ min_kilometer: 50, max_kilometer: 80, delivery_price: 120.5 }),
    );
    expect(await lastAudit('delivery_band')).toMatchObject({
      action: 'delivery_band.added',
      staffId: people.owner.id,
      entityId: res.json().band.id,
      after: { min_kilometer: 50, max_kilometer: 80, amount: 120.5, status: 'Active' },
    });
  });

  it('refuses bad input with a message per field', async () => {
    const res = await owner('POST', '/delivery-bands', {
      min_kilometer: -1,
      max_kilometer: 2.5,
      delivery_price: '49.999',
    });
    expect(fieldErrors(res)).toEqual({
      min_kilometer: SELLING_ADMIN_MSG.enterKm,
      max_kilometer: SELLING_ADMIN_MSG.enterKm,
      delivery_price: SELLING_ADMIN_MSG.enterDeliveryPrice,
    });
    const reversed = await owner('POST', '/delivery-bands', {
      min_kilometer: 90,
      max_kilometer: 85,
      delivery_price: 10,
    });
    expect(fieldErrors(reversed)).toEqual({ max_kilometer: SELLING_ADMIN_MSG.maxAboveMin });
    expect((await owner('POST', '/delivery-bands', {})).statusCode).toBe(400);
  });

  it('refuses an active band that overlaps another, naming the bound that falls inside', async () => {
    const inside = await owner('POST', '/delivery-bands', {
      min_kilometer: 3,
      max_kilometer: 8,
      delivery_price: 60,
    });
    expect(inside.statusCode).toBe(409);
    const message = SELLING_ADMIN_MSG.bandOverlaps(0, 5);
    expect(inside.json()).toMatchObject({
      code: 'CONFLICT',
      msg: message,
      fields: { min_kilometer: message },
    });

    const swallows = await owner('POST', '/delivery-bands', {
      min_kilometer: 45,
      max_kilometer: 90,
      delivery_price: 60,
    });
    expect(swallows.statusCode).toBe(409);
    expect(Object.keys(swallows.json().fields).sort()).toEqual(['max_kilometer', 'min_kilometer']);

    const upper = await owner('POST', '/delivery-bands', {
      min_kilometer: 45,
      max_kilometer: 60,
      delivery_price: 60,
    });
    expect(upper.json().fields).toEqual({ max_kilometer: SELLING_ADMIN_MSG.bandOverlaps(50, 80) });

    // an inactive band may overlap; switching it on is refused while the clash stands
    const dormant = await owner('POST', '/delivery-bands', {
      min_kilometer: 2,
      max_kilometer: 4,
      delivery_price: 30,
      status: 'Inactive',
    });
    expect(dormant.statusCode).toBe(201);
    expect(
      fieldErrors(
        await owner('PATCH', `/delivery-bands/${dormant.json().band.id}`, { status: 'Active' }),
        409,
      ),
    ).toEqual({
      min_kilometer: SELLING_ADMIN_MSG.bandOverlaps(0, 5),
      max_kilometer: SELLING_ADMIN_MSG.bandOverlaps(0, 5),
    });
    expect((await owner('DELETE', `/delivery-bands/${dormant.json().band.id}`)).statusCode).toBe(200);
  });

  it('edits a band (it may keep its own range) and the storefront shows the new price', async () => {
    const band = await findBand('/delivery-bands', 5, 10);
    const res = await owner('PUT', `/delivery-bands/${band.id}`, {
      min_kilometer: 5,
      max_kilometer: 12,
      delivery_price: 89,
      status: 'Active',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: SELLING_ADMIN_MSG.bandSaved,
      band: { max_kilometer: 12, delivery_price: 89 },
    });
    expect((await storefront('/delivery-price')).data).toContainEqual(
      expect.objectContaining({ id: band.id, min_kilometer: 5, max_kilometer: 12, delivery_price: 89 }),
    );
    expect(await lastAudit('delivery_band')).toMatchObject({
      action: 'delivery_band.saved',
      before: { max_kilometer: 10, amount: 99.5 },
      after: { max_kilometer: 12, amount: 89 },
    });
    // stretching into the inactive 10-50 km band is fine; into the active 50-80 one is not
    const clash = await owner('PUT', `/delivery-bands/${band.id}`, {
      min_kilometer: 5,
      max_kilometer: 60,
      delivery_price: 89,
    });
    expect(clash.statusCode).toBe(409);
    expect(
      (
        await owner('PUT', '/delivery-bands/00000000-0000-4000-8000-000000000000', {
          min_kilometer: 500,
          max_kilometer: 600,
          delivery_price: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deactivates and deletes a band; the storefront drops it at once', async () => {
    const band = await findBand('/delivery-bands', 50, 80);
    const off = await staff('PATCH', `/delivery-bands/${band.id}`, { status: 'Inactive' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: SELLING_ADMIN_MSG.bandDeactivated,
      band: { status: 'Inactive' },
    });
    expect((await storefront('/delivery-price')).data.map((row: Band) => row.id)).not.toContain(band.id);
    expect(await lastAudit('delivery_band')).toMatchObject({
      action: 'delivery_band.deactivated',
      staffId: people.staff.id,
      before: { status: 'Active' },
      after: { status: 'Inactive' },
    });
    const gone = await owner('DELETE', `/delivery-bands/${band.id}`);
    expect(gone.json()).toEqual({ message: SELLING_ADMIN_MSG.bandDeleted });
    expect(await lastAudit('delivery_band')).toMatchObject({ action: 'delivery_band.deleted', after: null });
    expect((await bandsOf('/delivery-bands')).map((row) => row.id)).not.toContain(band.id);
    expect((await owner('DELETE', `/delivery-bands/${band.id}`)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await anonymous('GET', '/delivery-bands')).statusCode).toBe(401);
    expect((await anonymous('POST', '/free-delivery-bands', {})).statusCode).toBe(401);
  });
});

describe('console free-delivery bands', () => {
  it('adds, edits and deletes free-delivery bands, each seen by the storefront at once', async () => {
    expect((await staff('GET', '/free-delivery-bands')).json().items).toMatchObject([
      { min_kilometer: 0, max_kilometer: 10, freedelivery_price: 999, status: 'Active' },
      { min_kilometer: 10, max_kilometer: 20, freedelivery_price: 1999, status: 'Inactive' },
    ]);
    const added = await owner('POST', '/free-delivery-bands', {
      min_kilometer: 10,
      max_kilometer: 40,
      freedelivery_price: '1499',
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().band.id as string;
    expect((await storefront('/freedelivery')).data).toContainEqual(
      expect.objectContaining({ id, min_kilometer: 10, max_kilometer: 40, freedelivery_price: 1499 }),
    );
    expect(await lastAudit('free_delivery_band')).toMatchObject({
      action: 'free_delivery_band.added',
      entityId: id,
    });

    const saved = await owner('PUT', `/free-delivery-bands/${id}`, {
      min_kilometer: 10,
      max_kilometer: 40,
      freedelivery_price: 1299,
    });
    expect(saved.json().band.freedelivery_price).toBe(1299);
    expect((await storefront('/freedelivery')).data).toContainEqual(
      expect.objectContaining({ id, freedelivery_price: 1299 }),
    );

    expect((await owner('DELETE', `/free-delivery-bands/${id}`)).statusCode).toBe(200);
    expect((await storefront('/freedelivery')).data.map((row: Band) => row.id)).not.toContain(id);
  });

  it('refuses bad input and overlaps with its own messages', async () => {
    const bad = await owner('POST', '/free-delivery-bands', {
      min_kilometer: 0,
      max_kilometer: 5,
      freedelivery_price: -5,
    });
    expect(bad.json().fields).toEqual({ freedelivery_price: SELLING_ADMIN_MSG.enterFreeFrom });
    const overlap = await owner('POST', '/free-delivery-bands', {
      min_kilometer: 5,
      max_kilometer: 15,
      freedelivery_price: 500,
    });
    expect(fieldErrors(overlap, 409)).toEqual({ min_kilometer: SELLING_ADMIN_MSG.bandOverlaps(0, 10) });
    // free and priced bands are separate sets: a free band over a priced one is the point
    const priced = await findBand('/delivery-bands', 0, 5);
    expect(priced.status).toBe('Active');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('bands saved at the same time (PostgreSQL)', () => {
  it('lets one of two overlapping bands in and refuses the other', async () => {
    const [a, b] = await Promise.all([
      owner('POST', '/delivery-bands', { min_kilometer: 200, max_kilometer: 300, delivery_price: 250 }),
      staff('POST', '/delivery-bands', { min_kilometer: 250, max_kilometer: 350, delivery_price: 260 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const wide = (await bandsOf('/delivery-bands')).filter((band) => band.min_kilometer >= 200);
    expect(wide).toHaveLength(1);
  });
});
