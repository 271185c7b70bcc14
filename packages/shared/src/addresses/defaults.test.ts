import { describe, expect, it } from 'vitest';
import { resolveDefaultAddresses } from './defaults';

const a = (id: string, defaultaddressS = false, defaultaddressB = false) => ({
  id,
  defaultaddressS,
  defaultaddressB,
});

describe('resolveDefaultAddresses', () => {
  it('gives nothing for no address', () => {
    expect(resolveDefaultAddresses([])).toEqual({ shipping: null, billing: null });
  });
  it('makes a single address both defaults, flagged or not', () => {
    const only = a('1');
    expect(resolveDefaultAddresses([only])).toEqual({ shipping: only, billing: only });
  });
  it('uses the flagged address of each kind', () => {
    const list = [a('1'), a('2', true), a('3', false, true)];
    expect(resolveDefaultAddresses(list)).toEqual({ shipping: list[1], billing: list[2] });
  });
  it('falls back to the first address for a kind nobody is flagged for', () => {
    const list = [a('1'), a('2', false, true)];
    expect(resolveDefaultAddresses(list)).toEqual({ shipping: list[0], billing: list[1] });
  });
});
