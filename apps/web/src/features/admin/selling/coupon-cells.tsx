import {
  type AdminCoupon,
  COUPON_STATE_LABELS,
  type CouponState,
  formatIndiaDate,
  formatRupees,
  indiaDayStart,
} from '@storefront/shared';

/** How a coupon reads in the console's list: its offer, conditions, limits and uses. */

const STATE_TONES: Record<CouponState, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  inactive: 'bg-ivory-200 text-plum-800',
  expired: 'bg-rose-100 text-rose-900',
  scheduled: 'bg-sky-100 text-sky-900',
};

export function CouponStateBadge({ state }: { state: CouponState }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${STATE_TONES[state]}`}
    >
      {COUPON_STATE_LABELS[state]}
    </span>
  );
}

export const offerText = (coupon: Pick<AdminCoupon, 'kind' | 'percentage' | 'flatAmount'>) =>
  coupon.kind === 'percentage'
    ? `${coupon.percentage ?? 0}% off`
    : `${formatRupees(coupon.flatAmount ?? 0)} off`;

const day = (value: string) => formatIndiaDate(indiaDayStart(value));

export function datesText(coupon: Pick<AdminCoupon, 'startsOn' | 'endsOn'>) {
  const { startsOn, endsOn } = coupon;
  if (startsOn && endsOn) return `${day(startsOn)} to ${day(endsOn)}`;
  if (startsOn) return `From ${day(startsOn)}`;
  if (endsOn) return `Until ${day(endsOn)}`;
  return 'No dates';
}

export function limitsText(coupon: Pick<AdminCoupon, 'maxUsesTotal' | 'maxUsesPerCustomer'>) {
  const parts = [
    coupon.maxUsesTotal == null ? null : `${coupon.maxUsesTotal} in all`,
    coupon.maxUsesPerCustomer == null ? null : `${coupon.maxUsesPerCustomer} per customer`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'No limit';
}

export function usesText(coupon: Pick<AdminCoupon, 'useCount' | 'maxUsesTotal'>) {
  const count =
    coupon.maxUsesTotal == null ? `${coupon.useCount}` : `${coupon.useCount} of ${coupon.maxUsesTotal}`;
  return `${count} ${coupon.useCount === 1 && coupon.maxUsesTotal == null ? 'use' : 'uses'}`;
}
