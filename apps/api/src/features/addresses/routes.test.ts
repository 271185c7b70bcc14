import {
  ADDRESS_MSG,
  type Address,
  MAX_ADDRESSES_PER_USER,
  MSG,
  resolveDefaultAddresses,
} from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/answers';
import { authAppForFile, customerForFile, type TestCustomer } from '../auth/testing';

const ctx = authAppForFile();
const asha = customerForFile(ctx);
const ravi = customerForFile(ctx);

const body = (user: TestCustomer, extra: object = {}) => ({
  location_user: 'Home',
  new_address: '12 MG Road, Flat 3',
  city: 'Pune',
  area: 'Camp',
  pincode: '411001',
  user_id: user.userId,
  user_name: 'Asha Verma',
  ...extra,
});
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  who: TestCustomer | null,
  payload?: object,
) => ctx.app.inject({ method, url: `/api${url}`, payload, headers: who ? who.headers : {} });
const list = async (user: TestCustomer): Promise<Address[]> =>
  (await call('GET', `/address/${user.userId}`, user)).json().user;

describe('addresses', () => {
  it('adds, lists, updates and deletes with the spec texts', async () => {
    const added = await call('POST', '/address', asha, body(asha, { latitude: 18.52, longitude: 73.85 }));
    expect(added.statusCode).toBe(201);
    expect(added.json().msg).toBe(ADDRESS_MSG.added);
    const address = added.json().data as Address;
    expect(address).toEqual({
      id: address.id,
      location_user: 'Home',
      new_address: '12 MG Road, Flat 3',
      city: 'Pune',
      pincode: '411001',
      area: 'Camp',
      user_id: asha.userId,
      user_name: 'Asha Verma',
      defaultaddressS: false,
      defaultaddressB: false,
      latitude: 18.52,
      longitude: 73.85,
    });

    const listed = await call('GET', `/address/${asha.userId}`, asha);
    expect(listed.json()).toEqual({ isError: false, user: [address] });

    const updated = await call(
      'PUT',
      `/address/${address.id}`,
      asha,
      body(asha, { location_user: 'Office', city: 'Mumbai', pincode: '400001' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().msg).toBe(ADDRESS_MSG.updated);
    // Sent without coordinates: placed again, at the centre of its new pincode.
    expect(updated.json().data).toMatchObject({
      location_user: 'Office',
      city: 'Mumbai',
      pincode: '400001',
      latitude: 18.938535,
      longitude: 72.836334,
    });

    const deleted = await call('DELETE', `/address/${address.id}`, asha);
    expect(deleted.json()).toEqual({ isError: false, msg: ADDRESS_MSG.deleted });
    expect(await list(asha)).toEqual([]);
  });

  it('sets a default, clearing the previous one of that kind, and resets it', async () => {
    const ids: string[] = [];
    for (const city of ['Pune', 'Delhi', 'Jaipur']) {
      ids.push((await call('POST', '/address', asha, body(asha, { city }))).json().data.id);
    }
    const [a, b, c] = ids as [string, string, string];
    let res = await call('PATCH', `/address/${a}`, asha, { defaultaddressS: true });
    expect(res.json().msg).toBe(ADDRESS_MSG.defaultUpdated('shipping'));
    expect(res.json().msg).toBe('Default shipping address updated');
    res = await call('PATCH', `/address/${b}`, asha, { defaultaddressB: true });
    expect(res.json().msg).toBe('Default billing address updated');
    await call('PATCH', `/address/${c}`, asha, { defaultaddressS: true });
    let all = await list(asha);
    expect(all.filter((x) => x.defaultaddressS).map((x) => x.id)).toEqual([c]);
    expect(all.filter((x) => x.defaultaddressB).map((x) => x.id)).toEqual([b]);
    expect(resolveDefaultAddresses(all).shipping?.id).toBe(c);

    res = await call('PATCH', `/address/reset-default/shipping/${asha.userId}`, asha);
    expect(res.statusCode).toBe(200);
    all = await list(asha);
    expect(all.some((x) => x.defaultaddressS)).toBe(false);
    expect(all.filter((x) => x.defaultaddressB).map((x) => x.id)).toEqual([b]);
    expect(resolveDefaultAddresses(all).shipping?.id).toBe(a);

    expectError(await call('PATCH', `/address/${a}`, asha, {}), 400, ADDRESS_MSG.chooseDefault);
    for (const id of ids) await call('DELETE', `/address/${id}`, asha);
  });

  it('gives a text per field', async () => {
    const cases: [object, string, string][] = [
      [{ location_user: 'Castle' }, 'location_user', ADDRESS_MSG.locationUser],
      [{ new_address: ' ' }, 'new_address', ADDRESS_MSG.newAddress],
      [{ city: '' }, 'city', ADDRESS_MSG.city],
      [{ pincode: '4110' }, 'pincode', ADDRESS_MSG.pincode],
      [{ pincode: '011001' }, 'pincode', ADDRESS_MSG.pincode],
      [{ pincode: undefined }, 'pincode', ADDRESS_MSG.pincode],
      [{ latitude: 91 }, 'latitude', ADDRESS_MSG.latitude],
      [{ longitude: -181 }, 'longitude', ADDRESS_MSG.longitude],
    ];
    for (const [extra, field, message] of cases) {
      const res = await call('POST', '/address', asha, body(asha, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(extra)).toBe(message);
    }
  });

  it('keeps each customer to their own addresses: 403 for another user id, 404 for another user address', async () => {
    const mine = (await call('POST', '/address', asha, body(asha))).json().data as Address;

    expect((await call('GET', `/address/${asha.userId}`, ravi)).statusCode).toBe(403);
    expect((await call('POST', '/address', ravi, body(asha))).statusCode).toBe(403);
    expect((await call('PATCH', `/address/reset-default/billing/${asha.userId}`, ravi)).statusCode).toBe(403);

    expectError(await call('PUT', `/address/${mine.id}`, ravi, body(ravi)), 404, ADDRESS_MSG.notFound);
    expect((await call('DELETE', `/address/${mine.id}`, ravi)).statusCode).toBe(404);
    expect((await call('PATCH', `/address/${mine.id}`, ravi, { defaultaddressS: true })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/address/${mine.id}`, ravi, body(asha))).statusCode).toBe(403);
    expect(await list(asha)).toEqual([mine]);

    for (const [method, url] of [
      ['GET', `/address/${asha.userId}`],
      ['POST', '/address'],
      ['DELETE', `/address/${mine.id}`],
    ] as const) {
      expectError(
        await call(method, url, null, method === 'POST' ? body(asha) : undefined),
        401,
        MSG.unauthorized,
      );
    }
    expectError(await call('DELETE', '/address/not-a-uuid', asha), 400, ADDRESS_MSG.invalidId);
    await call('DELETE', `/address/${mine.id}`, asha);
  });

  it(`refuses more than ${MAX_ADDRESSES_PER_USER} addresses`, async () => {
    for (let i = 0; i < MAX_ADDRESSES_PER_USER; i++) {
      expect((await call('POST', '/address', ravi, body(ravi))).statusCode).toBe(201);
    }
    expectError(
      await call('POST', '/address', ravi, body(ravi)),
      409,
      ADDRESS_MSG.tooMany(MAX_ADDRESSES_PER_USER),
    );
  });
});
