import type { Address } from './schemas';

type Flags = Pick<Address, 'defaultaddressS' | 'defaultaddressB'>;

/**
 * The spec's default rule, for the web app and checkout alike: a single address is both
 * defaults; otherwise the flagged address of each kind, falling back to the first.
 */
export function resolveDefaultAddresses<T extends Flags>(
  addresses: readonly T[],
): {
  shipping: T | null;
  billing: T | null;
} {
  const first = addresses[0] ?? null;
  if (addresses.length <= 1) return { shipping: first, billing: first };
  return {
    shipping: addresses.find((a) => a.defaultaddressS) ?? first,
    billing: addresses.find((a) => a.defaultaddressB) ?? first,
  };
}
