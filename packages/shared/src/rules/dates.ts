import { DELIVERY_WINDOW_EXTRA_DAYS } from '../constants';
import { INDIA_TIME_ZONE } from './india-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec: the delivery date shown is today plus delivery_days. */
export function deliveryDate(deliveryDays: number, today: Date = new Date()): Date {
  return new Date(today.getTime() + Math.max(0, deliveryDays) * DAY_MS);
}

/**
 * "Thu, 26 Nov" in Indian English, on India's calendar: the order date beside it is shown in
 * India's time, so a browser set elsewhere must not move the window by a day.
 */
export function formatDeliveryDate(date: Date): string {
  return date.toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: INDIA_TIME_ZONE,
  });
}

/**
 * Estimated delivery window of an order (docs/api.md, Orders and tracking): from the order date plus the
 * average delivery_days of its items, to four days later; null when no item has a figure.
 */
export function estimatedDeliveryWindow(
  orderDate: Date,
  itemDeliveryDays: number[],
): { from: Date; to: Date } | null {
  const known = itemDeliveryDays.filter((days) => Number.isFinite(days) && days > 0);
  if (known.length === 0) return null;
  const average = Math.round(known.reduce((sum, days) => sum + days, 0) / known.length);
  const from = new Date(orderDate.getTime() + average * DAY_MS);
  return { from, to: new Date(from.getTime() + DELIVERY_WINDOW_EXTRA_DAYS * DAY_MS) };
}
