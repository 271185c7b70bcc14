import { describe, expect, it } from 'vitest';
import { estimatedDeliveryWindow, formatDeliveryDate } from './dates';

describe('formatDeliveryDate', () => {
  it("names the day on India's calendar, whatever the browser's time zone", () => {
    // 00:30 on Saturday in India is still Friday in UTC
    expect(formatDeliveryDate(new Date('2026-11-27T19:00:00Z'))).toBe('Sat, 28 Nov');
    expect(formatDeliveryDate(new Date('2026-11-27T18:00:00Z'))).toBe('Fri, 27 Nov');
  });
});

describe('estimatedDeliveryWindow', () => {
  it('starts the average of the known delivery days after the order and lasts four more days', () => {
    const window = estimatedDeliveryWindow(new Date('2026-11-27T19:00:00Z'), [2, 4, 0]);
    expect(window && [formatDeliveryDate(window.from), formatDeliveryDate(window.to)]).toEqual([
      'Tue, 1 Dec',
      'Sat, 5 Dec',
    ]);
    expect(estimatedDeliveryWindow(new Date(), [])).toBeNull();
  });
});
