import { describe, expect, it } from 'vitest';
import { listFromWire, newArrivalGroupFromWire } from './wire';

describe('listFromWire', () => {
  it('takes a list as it is and reads a list written as JSON text', () => {
    const list = [{ sku: 'A' }];
    expect(listFromWire(list)).toBe(list);
    expect(listFromWire('[{"sku":"A"},{"sku":"B"}]')).toEqual([{ sku: 'A' }, { sku: 'B' }]);
  });

  it('reads anything else as an empty list instead of failing', () => {
    for (const value of ['', '  ', 'not json', '{"sku":"A"}', 'null', null, undefined, 7, { sku: 'A' }]) {
      expect(listFromWire(value)).toEqual([]);
    }
  });

  it('leaves the other fields of a group alone', () => {
    expect(
      newArrivalGroupFromWire({ id: 'g', category_name: 'Attars', description: 'd', product: '[]' }),
    ).toEqual({ id: 'g', category_name: 'Attars', description: 'd', product: [] });
  });
});
