import { z } from 'zod';
import { rupeesToPaise } from '../money';

/** The largest rupee amount the console takes anywhere (a product price, a quote line). */
export const CONSOLE_MAX_RUPEES = 10_000_000;

/** A form's empty box is "no value" (its own message), not 0. */
export const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A form's empty box, or null, is "none" (an optional sale price, an optional GST rate). */
export const blankAsNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Rupees with at most two decimals, as everywhere on the wire; `min` 0 or more. */
export const rupeeAmount = (message: string, min = 0) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: message })
      .min(min, { message })
      .max(CONSOLE_MAX_RUPEES, { message })
      .refine((value) => Number.isFinite(value) && Math.abs(rupeesToPaise(value) - value * 100) < 1e-6, {
        message,
      }),
  );

/** A whole number from a form box, from `min` to `max`. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: message }).int({ message }).min(min, { message }).max(max, { message }),
  );

/** A console list's paging: the page (from 1) and its size. */
export const consolePaging = (defaultSize: number, maxSize: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
});
