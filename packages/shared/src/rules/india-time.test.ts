import { describe, expect, it } from 'vitest';
import { formatIndiaTimestamp, indiaDate, indiaDayStart, indiaParts } from './india-time';

describe('India time', () => {
  it('moves an instant into India time, across the date line at 18:30 UTC', () => {
    expect(indiaDate(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(indiaDate(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(indiaParts(new Date('2026-01-01T00:00:00Z'))).toMatchObject({ hour: '05', minute: '30' });
  });

  it('shows order timestamps as dd/mm/yy - hh:mm', () => {
    expect(formatIndiaTimestamp(new Date('2026-11-22T20:05:00Z'))).toBe('23/11/26 - 01:35');
    expect(formatIndiaTimestamp(new Date('2026-03-01T09:00:00Z'))).toBe('01/03/26 - 14:30');
  });

  it('names the instant an India day starts, and days after it', () => {
    expect(indiaDayStart('2026-11-23').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(indiaDayStart('2026-11-23', 1).toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(indiaDate(indiaDayStart('2026-12-31'))).toBe('2026-12-31');
  });
});
