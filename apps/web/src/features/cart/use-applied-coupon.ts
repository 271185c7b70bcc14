import { COUPON_MSG, type CouponData, type Paise, paiseToRupees, rupeesToPaise } from '@storefront/shared';
import { useEffect, useState } from 'react';
import { ApiError, serverMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { checkCoupon } from './api/check-coupon';

export type AppliedCoupon = {
  coupon: CouponData | null;
  /** Why the coupon was taken off after the cart changed, until another is applied. */
  removedNote: string | null;
  /** A re-check is under way: the discount shown may be about to change. */
  checking: boolean;
  apply: (coupon: CouponData) => void;
  remove: () => void;
};

/**
 * The coupon applied on the cart page, checked again with the server whenever the cart's
 * sale total changes. A coupon the cart no longer qualifies for (below its minimum, used up
 * meanwhile, expired) is taken off and the shopper hears the server's reason; otherwise
 * the server's discount on the new total replaces the old one. Checkout would refuse a
 * stale coupon anyway; this says so where the shopper changed the cart.
 */
export function useAppliedCoupon(totalPaise: Paise, asCustomer: boolean): AppliedCoupon {
  const [coupon, setCoupon] = useState<CouponData | null>(null);
  /** The sale total (paise) the server last accepted the coupon for. */
  const [checkedFor, setCheckedFor] = useState<Paise | null>(null);
  const [removedNote, setRemovedNote] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (!coupon || checkedFor === totalPaise) {
      setChecking(false);
      return;
    }
    let current = true;
    setChecking(true);
    checkCoupon(coupon.code, paiseToRupees(totalPaise), asCustomer)
      .then((answer) => {
        if (!current) return;
        setCoupon(answer.couponData);
        setCheckedFor(totalPaise);
      })
      .catch((error: unknown) => {
        if (!current) return;
        const reason = serverMessage(error);
        // 404 and 409 are the coupon's refusals; anything else (a rate limit, no answer) says
        // nothing about the coupon, so it stays and placing the order checks it again.
        if (reason && error instanceof ApiError && (error.status === 404 || error.status === 409)) {
          const note = COUPON_MSG.removed(coupon.code, reason);
          setCoupon(null);
          setRemovedNote(note);
          notify.warning(note);
          return;
        }
        if (!(error instanceof ApiError)) console.error(error);
        setChecking(false);
      });
    return () => {
      current = false;
    };
  }, [coupon, checkedFor, totalPaise, asCustomer]);

  return {
    coupon,
    removedNote,
    checking,
    apply: (next) => {
      setCoupon(next);
      setCheckedFor(rupeesToPaise(next.total));
      setRemovedNote(null);
    },
    remove: () => setCoupon(null),
  };
}
