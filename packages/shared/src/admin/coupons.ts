import { z } from 'zod';
import { rowAnswer } from '../common/answers';
import { pageOf } from '../common/paging';
import { notFoundMsg } from '../messages';
import { indiaDate, indiaDayStart } from '../rules/india-time';
import { blankAsNull, consolePaging, optionalRupees, wholeNumber } from './form-fields';

/*
 * The console's coupons (docs/api.md, "Console: coupons"): what the storefront's coupon check
 * reads (features/coupons in the API), written by the owner. Money is rupees on the wire;
 * dates are India days, a coupon running from the start of its first day to the end of its
 * last one.
 */

export const COUPON_ADMIN_MSG = {
  couponNotFound: notFoundMsg('Coupon'),
  enterCode: 'Enter a code of up to 32 letters, digits, dashes or underscores',
  codeTaken: 'Another coupon already has this code',
  chooseKind: 'Choose a percentage or a flat amount off',
  enterPercentage: 'Enter a whole percentage from 1 to 100',
  enterFlatAmount: 'Enter an amount of more than ₹0, with at most 2 decimals',
  oneOffer: 'A coupon gives a percentage or a flat amount off, not both',
  enterMinCart: 'Enter a minimum cart value of ₹0 or more, or leave it empty',
  enterDate: 'Enter a date, or leave it empty',
  endsBeforeStarts: 'The end date must be on or after the start date',
  enterMaxUses: 'Enter a whole number of 1 or more, or leave it empty',
  perCustomerAboveTotal: 'Uses per customer cannot be more than uses in all',
  usedCodeFixed: 'This coupon has been used on orders, so its code stays: create a new coupon for a new code',
  usedNotDeleted: 'This coupon has been used on orders, so it cannot be deleted: deactivate it instead',
  created: 'Coupon created',
  saved: 'Coupon saved',
  activated: 'Coupon activated',
  deactivated: 'Coupon deactivated',
  deleted: 'Coupon deleted',
} as const;

export const COUPON_KINDS = ['percentage', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * Where a coupon stands now, in the order the storefront's check refuses: switched off,
 * not started, ended, else usable (limits and the minimum cart aside).
 */
export const COUPON_STATES = ['active', 'inactive', 'expired', 'scheduled'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
  scheduled: 'Scheduled',
};

export function couponState(
  coupon: { active: boolean; startsAt: Date | null; endsAt: Date | null },
  now: Date = new Date(),
): CouponState {
  if (!coupon.active) return 'inactive';
  if (coupon.startsAt && coupon.startsAt > now) return 'scheduled';
  if (coupon.endsAt && coupon.endsAt <= now) return 'expired';
  return 'active';
}

/** Letters, digits, dashes and underscores; stored upper-case, matched in any case. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const COUPON_MAX_USES = 1_000_000;

/** The first instant of an India day: a coupon starting on it is good from midnight. */
export const couponStartsAt = (day: string) => indiaDayStart(day);
/** The first instant after an India day: a coupon ending on 31/12 is good all that day. */
export const couponEndsAt = (day: string) => indiaDayStart(day, 1);
/** The India day a coupon's end instant closes (its last good day). */
export const couponEndsOn = (endsAt: Date) => indiaDate(new Date(endsAt.getTime() - 1));

const DAY_PATTERN = /^20\d{2}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) => {
  if (!DAY_PATTERN.test(value)) return false;
  const start = indiaDayStart(value);
  return !Number.isNaN(start.getTime()) && indiaDate(start) === value;
};
/** A date box's value (YYYY-MM-DD), a real calendar day, or empty for none. */
const day = z.preprocess(
  blankAsNull,
  z
    .string({ error: COUPON_ADMIN_MSG.enterDate })
    .trim()
    .regex(DAY_PATTERN, { message: COUPON_ADMIN_MSG.enterDate })
    // 2026-02-30 is no day; a value the pattern refused is not read here (Intl throws on it)
    .refine((value) => isCalendarDay(value), { message: COUPON_ADMIN_MSG.enterDate })
    .nullable(),
);
const maxUses = z.preprocess(
  blankAsNull,
  wholeNumber(COUPON_ADMIN_MSG.enterMaxUses, 1, COUPON_MAX_USES).nullable(),
);

/**
 * `POST /api/admin/coupons`, `PUT /api/admin/coupons/{id}` and the console's coupon form.
 * `kind` says which offer the coupon gives; the other one must be empty, so what is stored is
 * exactly what the check applies.
 */
export const adminCouponBodySchema = z
  .object({
    code: z
      .string({ error: COUPON_ADMIN_MSG.enterCode })
      .trim()
      .regex(COUPON_CODE_PATTERN, { message: COUPON_ADMIN_MSG.enterCode })
      .transform((code) => code.toUpperCase()),
    kind: z.enum(COUPON_KINDS, { error: COUPON_ADMIN_MSG.chooseKind }),
    /** Whole percent off the cart's sale total. */
    percentage: z.preprocess(blankAsNull, wholeNumber(COUPON_ADMIN_MSG.enterPercentage, 1, 100).nullable()),
    /** Rupees off. */
    flatAmount: optionalRupees(COUPON_ADMIN_MSG.enterFlatAmount, 0.01),
    /** Rupees of the cart's sale total below which the coupon is refused; empty: none. */
    minCartValue: optionalRupees(COUPON_ADMIN_MSG.enterMinCart, 0),
    /** India day of the first use; empty: from now. */
    startsOn: day,
    /** India day of the last use (all of it); empty: no end. */
    endsOn: day,
    /** Uses across all customers; empty: no limit. */
    maxUsesTotal: maxUses,
    maxUsesPerCustomer: maxUses,
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.kind === 'percentage') {
      if (body.percentage == null) issue('percentage', COUPON_ADMIN_MSG.enterPercentage);
      if (body.flatAmount != null) issue('flatAmount', COUPON_ADMIN_MSG.oneOffer);
    } else if (body.kind === 'flat') {
      if (body.flatAmount == null) issue('flatAmount', COUPON_ADMIN_MSG.enterFlatAmount);
      if (body.percentage != null) issue('percentage', COUPON_ADMIN_MSG.oneOffer);
    }
    if (typeof body.startsOn === 'string' && typeof body.endsOn === 'string' && body.endsOn < body.startsOn)
      issue('endsOn', COUPON_ADMIN_MSG.endsBeforeStarts);
    const { maxUsesTotal: total, maxUsesPerCustomer: each } = body;
    if (typeof total === 'number' && typeof each === 'number' && each > total)
      issue('maxUsesPerCustomer', COUPON_ADMIN_MSG.perCustomerAboveTotal);
  });
export type AdminCouponForm = z.input<typeof adminCouponBodySchema>;
export type AdminCouponBody = z.output<typeof adminCouponBodySchema>;

export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percentage: z.number().int().nullable(),
  flatAmount: z.number().nullable(),
  minCartValue: z.number().nullable(),
  /** India days, as the form takes them. */
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  /** The instants the check compares with: the start of startsOn, the end of endsOn. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUsesTotal: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  active: z.boolean(),
  state: z.enum(COUPON_STATES),
  /** Orders that count as a use: paid, pay on delivery, quotation (the check's own statuses). */
  useCount: z.number().int(),
  /** Rupees of discount those orders got. */
  discountTotal: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const ADMIN_COUPONS_PAGE_SIZE = 25;
export const adminCouponsQuerySchema = z.object({
  /** Part of the code, in any case. */
  q: z.string().trim().max(40).optional(),
  state: z.enum(COUPON_STATES).optional(),
  ...consolePaging(ADMIN_COUPONS_PAGE_SIZE, 100),
});
export type AdminCouponsQuery = z.input<typeof adminCouponsQuerySchema>;
export type AdminCouponsFilter = z.output<typeof adminCouponsQuerySchema>;

export const adminCouponsResponseSchema = pageOf(adminCouponSchema);
export type AdminCouponsResponse = z.infer<typeof adminCouponsResponseSchema>;

export const adminCouponResponseSchema = rowAnswer('coupon', adminCouponSchema);
export type AdminCouponResponse = z.infer<typeof adminCouponResponseSchema>;

/** `PATCH /api/admin/coupons/{id}/active`: the list's quick switch. */
export const adminCouponActiveBodySchema = z.object({ active: z.boolean() });
