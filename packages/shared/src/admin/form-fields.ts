import { z } from 'zod';
import { issueOn } from '../common/fields';
import { UUID_PATTERN } from '../common/ids';
import { TOGGLE_STATUSES } from '../constants';
import { formatRupees, rupeesToPaise } from '../money';
import { ADMIN_MSG, CONSOLE_FIELD_MSG } from './messages';

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

/** Whole paise: rupees with at most two decimals. */
export const paiseExact = (value: number) => Math.abs(rupeesToPaise(value) - value * 100) < 1e-6;

/**
 * What a rupee box says for each way a typed value can be wrong. Every refusal reads the box's
 * own message unless given here: a message that states the range and the decimals ("from ₹0
 * to ₹1,00,00,000, with at most 2 decimals") serves them all, but one that says only what the
 * box wants ("Enter a price of more than ₹0") would answer `1e3` or `10.005` with the wrong
 * problem.
 */
export type RupeeRefusals = { notANumber?: string; tooLarge?: string; decimals?: string };

/** The refusals of a rupee box whose message names only its lower end. */
export const RUPEE_BOX_REFUSALS: RupeeRefusals = {
  notANumber: CONSOLE_FIELD_MSG.rupeesAsDigits,
  tooLarge: CONSOLE_FIELD_MSG.atMost(formatRupees(CONSOLE_MAX_RUPEES)),
  decimals: CONSOLE_FIELD_MSG.twoDecimals,
};

/** Nothing typed reads the box's message; something that is no number, `notANumber`. */
const numberBox = (message: string, notANumber: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? message : notANumber) });

/** Rupees with at most two decimals, as everywhere on the wire; `min` 0 or more. */
export const rupeeAmount = (message: string, min = 0, refusals: RupeeRefusals = {}) =>
  z.preprocess(
    plainNumber,
    numberBox(message, refusals.notANumber ?? message)
      .min(min, { message })
      .max(CONSOLE_MAX_RUPEES, { message: refusals.tooLarge ?? message })
      .refine(paiseExact, { message: refusals.decimals ?? message }),
  );

/** A rupee box that may be left empty (null): a sale price, a coupon's minimum cart value. */
export const optionalRupees = (message: string, min: number) =>
  z.preprocess(blankAsNull, rupeeAmount(message, min, RUPEE_BOX_REFUSALS).nullable());

/** As RupeeRefusals, for a box of whole numbers. */
export type WholeNumberRefusals = { notWhole?: string; tooSmall?: string; tooLarge?: string };

/** A whole number from a form box, from `min` to `max`. */
export const wholeNumber = (message: string, min: number, max: number, refusals: WholeNumberRefusals = {}) =>
  z.preprocess(
    plainNumber,
    numberBox(message, refusals.notWhole ?? message)
      .int({ message: refusals.notWhole ?? message })
      .min(min, { message: refusals.tooSmall ?? message })
      .max(max, { message: refusals.tooLarge ?? message }),
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
