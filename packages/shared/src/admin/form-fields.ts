import { z } from 'zod';
import { issueOn } from '../common/fields';
import { UUID_PATTERN } from '../common/ids';
import { TOGGLE_STATUSES } from '../constants';
import { rupeesToPaise } from '../money';
import { ADMIN_MSG } from './messages';

/** The largest rupee amount the console takes anywhere (a product price, a quote line). */
export const CONSOLE_MAX_RUPEES = 10_000_000;

/** A form's empty box is "no value" (its own message), not 0. */
export const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A form's empty box, or null, is "none" (an optional sale price, an optional GST rate). */
export const blankAsNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** What a number box holds when it holds a plain number: a minus, digits, a point and more digits. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A number as typed in a console box or sent as JSON: a JSON number, or text of digits with at
 * most one point, negative with a minus (a stock change). `2e1`, `1,000`, `₹100`, `0x10` or `[1]` are not amounts, though JavaScript's
 * Number() reads most of them as one (a refund of `2e1` once sent ₹20); they become NaN, which
 * the number schema refuses with the field's message. An empty box stays missing.
 */
export const plainNumber = (value: unknown) => {
  const given = blankAsMissing(value);
  if (given === undefined || typeof given === 'number') return given;
  return typeof given === 'string' && PLAIN_NUMBER.test(given.trim()) ? Number(given.trim()) : Number.NaN;
};

/** Rupees with at most two decimals, as everywhere on the wire; `min` 0 or more. */
export const rupeeAmount = (message: string, min = 0) =>
  z.preprocess(
    plainNumber,
    z
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
    plainNumber,
    z.number({ error: message }).int({ message }).min(min, { message }).max(max, { message }),
  );

/** A row's place in a list the owner orders, and whether the storefront shows it. */
export const consolePlacement = { position: z.number().int(), status: z.enum(TOGGLE_STATUSES) };

/** A console list's paging: the page (from 1) and its size. */
export const consolePaging = (defaultSize: number, maxSize: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
});

/** A row's id in a console address or filter: a UUID, refused with the console's own message. */
export const consoleId = z.string().regex(UUID_PATTERN, { message: ADMIN_MSG.notAnId });

/** A console filter's date box: an India calendar day. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date as YYYY-MM-DD' });

/**
 * A console filter with an optional `from`-`to` range of India days, both ends included; a range
 * that ends before it starts is refused on `from`, where the owner typed first.
 */
export const withDateRange = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, from: isoDate.optional(), to: isoDate.optional() }).refine(
    (query) => {
      const { from, to } = query as { from?: string; to?: string };
      return !from || !to || from <= to;
    },
    issueOn('from', ADMIN_MSG.badDateRange),
  );
