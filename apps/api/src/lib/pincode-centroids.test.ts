import { describe, expect, it } from 'vitest';
import { pincodeCentroid, pincodeIn } from './pincode-centroids';

describe('the offline pincode table', () => {
  it("gives a pincode's centre, and null for a pincode it does not know or only holds a placeholder for", async () => {
    expect(await pincodeCentroid('302001')).toEqual({ latitude: 26.917892, longitude: 75.801538 });
    expect(await pincodeCentroid(' 110001 ')).toEqual({ latitude: 28.632743, longitude: 77.219597 });
    expect(await pincodeCentroid('302999')).toBeNull();
    expect(await pincodeCentroid('852132')).toBeNull(); // listed at (0, 0)
    expect(await pincodeCentroid('30200')).toBeNull();
  });

  it('finds the pincode at the end of a written address', () => {
    expect(pincodeIn('14, Johari Bazaar Road, Pink City, Jaipur, Rajasthan 302003')).toBe('302003');
    expect(pincodeIn('Plot 110001, Sector 4, Jaipur 302017')).toBe('302017');
    expect(pincodeIn('Johari Bazaar, Jaipur')).toBeNull();
  });
});
