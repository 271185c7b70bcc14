import { ADMIN_MSG, SELLING_ADMIN_MSG } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { expectError, fieldErrors } from '../../../test/answers';
import { createTestCustomer } from '../../auth/testing';
import { sellingTestApp } from './testing';

const { ctx, people, owner, staff, anonymous, storefront, lastAudit } = sellingTestApp();

const served = async () =>
  ((await storefront('/pincode/getall')).pincodesData as { pincode: string }[]).map((row) => row.pincode);

async function idOf(pincode: string) {
  const list = (await owner('GET', `/pincodes?q=${pincode}`)).json();
  return (list.items as { id: string; pincode: string }[]).find((item) => item.pincode === pincode)!.id;
}

describe('console pincodes', () => {
  it('lists active and inactive pincodes, finds digits anywhere and filters by status', async () => {
    const all = await owner('GET', '/pincodes');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      items: [
        { pincode: '560001', status: 'Active' },
        { pincode: '560002', status: 'Active' },
        { pincode: '560003', status: 'Inactive' },
      ],
      total: 3,
      page: 1,
      activeCount: 2,
    });
    const found = (await owner('GET', '/pincodes?q=0003')).json();
    expect(found.items.map((item: { pincode: string }) => item.pincode)).toEqual(['560003']);
    const inactive = (await owner('GET', '/pincodes?status=Inactive')).json();
    expect(inactive).toMatchObject({ total: 1, activeCount: 2 });
    const bad = await owner('GET', '/pincodes?q=56%25');
    expect(bad.statusCode).toBe(400);
  });

  it('adds a pincode the storefront serves at once, audited', async () => {
    expect(await served()).not.toContain('110001');
    const res = await owner('POST', '/pincodes', { pincode: ' 110001 ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: SELLING_ADMIN_MSG.pincodeAdded('110001'),
      pincode: { pincode: '110001', status: 'Active' },
    });
    expect(await served()).toContain('110001');
    expect(await lastAudit('pincode')).toMatchObject({
      action: 'pincode.added',
      staffId: people.owner.id,
      entityId: res.json().pincode.id,
      before: null,
      after: { pincode: '110001', status: 'Active' },
    });
  });

  it('refuses a pincode that is not six digits or is already listed, with the message on the field', async () => {
    for (const pincode of ['011001', '11001', 'abcdef', '']) {
      const res = await owner('POST', '/pincodes', { pincode });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BAD_REQUEST',
        fields: { pincode: SELLING_ADMIN_MSG.enterPincode },
      });
    }
    const taken = await owner('POST', '/pincodes', { pincode: '560003' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ fields: { pincode: SELLING_ADMIN_MSG.pincodeTaken } });
  });

  it('takes a pasted list: adds the new, switches inactive ones back on, reports the rest', async () => {
    await owner('POST', '/pincodes', { pincode: '400001', status: 'Inactive' });
    const before = await served();
    const res = await owner('POST', '/pincodes/paste', {
      text: '302001, 302004\n560001 400001;302001\r\n01234 3020 abc',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: SELLING_ADMIN_MSG.pasted(2, 2, 1, 3),
      added: ['302001', '302004'],
      alreadyThere: ['560001', '400001'],
      activated: ['400001'],
      invalid: ['01234', '3020', 'abc'],
    });
    expect(await served()).toEqual([...before, '302001', '302004', '400001'].sort());
    expect(await lastAudit('pincode')).toMatchObject({
      action: 'pincode.pasted',
      after: { added: ['302001', '302004'], activated: ['400001'] },
    });
    expect(fieldErrors(await owner('POST', '/pincodes/paste', { text: ' \n, ' }))).toEqual({
      text: SELLING_ADMIN_MSG.pastePincodes,
    });
  });

  it('deactivates and activates a pincode; the storefront follows right after each', async () => {
    const id = await idOf('560002');
    expect(await served()).toContain('560002');
    const off = await staff('PATCH', `/pincodes/${id}`, { status: 'Inactive' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: SELLING_ADMIN_MSG.pincodeDeactivated('560002'),
      pincode: { status: 'Inactive' },
    });
    expect(await served()).not.toContain('560002');
    expect(await lastAudit('pincode')).toMatchObject({
      action: 'pincode.deactivated',
      staffId: people.staff.id,
      before: { status: 'Active' },
      after: { status: 'Inactive' },
    });
    // the same switch again changes nothing and records nothing
    const audited = await lastAudit('pincode');
    expect((await staff('PATCH', `/pincodes/${id}`, { status: 'Inactive' })).statusCode).toBe(200);
    expect((await lastAudit('pincode'))?.id).toBe(audited?.id);

    expect((await owner('PATCH', `/pincodes/${id}`, { status: 'Active' })).statusCode).toBe(200);
    expect(await served()).toContain('560002');
    expect((await owner('PATCH', `/pincodes/${id}`, { status: 'Off' })).statusCode).toBe(400);
  });

  it('deletes a pincode, audited with what it was', async () => {
    await owner('POST', '/pincodes', { pincode: '600001' });
    const id = await idOf('600001');
    expect(await served()).toContain('600001');
    const res = await owner('DELETE', `/pincodes/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SELLING_ADMIN_MSG.pincodeDeleted('600001') });
    expect(await served()).not.toContain('600001');
    expect(await lastAudit('pincode')).toMatchObject({
      action: 'pincode.deleted',
      entityId: id,
      before: { pincode: '600001', status: 'Active' },
      after: null,
    });
    expectError(await owner('DELETE', `/pincodes/${id}`), 404, SELLING_ADMIN_MSG.pincodeNotFound);
    expect((await owner('PATCH', `/pincodes/${id}`, { status: 'Active' })).statusCode).toBe(404);
    expect((await owner('DELETE', '/pincodes/not-an-id')).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    const res = await anonymous('POST', '/pincodes', { pincode: '110002' });
    expect(res.statusCode).toBe(401);
    const customer = await createTestCustomer(ctx);
    const asCustomer = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/selling/pincodes',
      headers: customer.headers,
    });
    expectError(asCustomer, 403, ADMIN_MSG.staffOnly);
  });
});
