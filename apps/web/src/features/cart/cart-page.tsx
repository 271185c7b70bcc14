import {
  appliedCouponDiscountPaise,
  buildCheckoutData,
  cartTotals,
  FIXED_PAGE_TITLES,
  MSG,
  paiseToRupees,
  pickCheckoutMode,
  ZERO_PAISE,
} from '@storefront/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorNote } from '@/components/ui/error-note';
import { ListAndPanelSkeleton, Skeleton } from '@/components/ui/skeleton';
import { usePayButtons } from '@/features/content';
import { usePageTitle } from '@/lib/page-title';
import { rememberReturnTo } from '@/lib/session';
import { notify } from '@/lib/toast';
import { saveCheckoutData } from './checkout-data';
import { CartLineItem } from './components/cart-line-item';
import { CouponModal } from './components/coupon-modal';
import { EmptyCart } from './components/empty-cart';
import { OrderSummary } from './components/order-summary';
import { useGuestCartLines } from './guest-cart-store';
import { useAppliedCoupon } from './use-applied-coupon';
import { type CartViewLine, useCart, useCartUpkeep } from './use-cart';

/**
 * /cart: the guest's local cart or the customer's server cart, one page for both. Lines that
 * cannot be ordered are greyed and left out of the totals and the checkout data.
 */
export function CartPage() {
  const cart = useCart();
  const guestLines = useGuestCartLines();
  useCartUpkeep(cart, guestLines.length > 0);
  const navigate = useNavigate();
  const payButtons = usePayButtons();
  const mode = pickCheckoutMode(payButtons.data);
  const [couponOpen, setCouponOpen] = useState(false);
  usePageTitle(FIXED_PAGE_TITLES['/cart']);

  // stable handlers, so a change to one line re-renders that row only
  const current = useRef(cart);
  current.current = cart;
  const onIncrease = useCallback((line: CartViewLine) => current.current.increase(line), []);
  const onDecrease = useCallback((line: CartViewLine) => current.current.decrease(line), []);
  const onRemove = useCallback((line: CartViewLine) => current.current.remove(line), []);

  const totals = useMemo(() => cartTotals(cart.lines), [cart.lines]);
  const applied = useAppliedCoupon(totals.totalPaise, cart.mode === 'customer');
  const { coupon } = applied;
  const discountPaise = coupon ? appliedCouponDiscountPaise(coupon, totals.totalPaise) : ZERO_PAISE;
  const unavailableCount = cart.lines.length - totals.itemCount;

  if (cart.isLoading) return <CartSkeleton />;
  if (cart.error) {
    return (
      <div className="container-page space-y-4 py-10">
        <h1 className="font-serif text-3xl text-plum-900">Your Cart</h1>
        <ErrorNote message={cart.error} onRetry={cart.retry} />
      </div>
    );
  }
  if (cart.lines.length === 0) return <EmptyCart />;

  const checkout = () => {
    // The coupon is being checked against the changed cart: its figures may be stale.
    if (applied.checking) return;
    const orderable = cart.lines.filter((line) => line.available);
    if (orderable.length === 0) {
      notify.error(MSG.cartEmpty);
      return;
    }
    saveCheckoutData(buildCheckoutData(orderable, coupon));
    if (cart.mode === 'customer') {
      void navigate('/checkout');
    } else {
      rememberReturnTo('/checkout');
      void navigate('/login');
    }
  };

  return (
    <div className="container-page py-6 sm:py-10">
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h1 className="font-serif text-3xl text-plum-900 sm:text-4xl">Your Cart</h1>
        <p className="text-sm text-plum-700" data-testid="cart-line-count">
          {cart.lines.length} {cart.lines.length === 1 ? 'item' : 'items'}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:gap-8">
        <ul className="space-y-3" aria-label="Cart items">
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.product_sku}
              line={line}
              onIncrease={onIncrease}
              onDecrease={onDecrease}
              onRemove={onRemove}
            />
          ))}
        </ul>
        <OrderSummary
          itemCount={totals.itemCount}
          totalPaise={totals.totalPaise}
          originalPaise={totals.originalPaise}
          coupon={coupon ? { code: coupon.code, discountPaise } : null}
          couponNote={applied.removedNote}
          couponChecking={applied.checking}
          unavailableCount={unavailableCount}
          mode={mode}
          onApplyCoupon={() => setCouponOpen(true)}
          onRemoveCoupon={applied.remove}
          onCheckout={checkout}
        />
      </div>
      <CouponModal
        open={couponOpen}
        onClose={() => setCouponOpen(false)}
        totalRupees={paiseToRupees(totals.totalPaise)}
        asCustomer={cart.mode === 'customer'}
        onApplied={applied.apply}
      />
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className="container-page py-6 sm:py-10" role="status" aria-label="Loading cart">
      <Skeleton className="mb-6 h-10 w-48" />
      <ListAndPanelSkeleton keyPrefix="cart" rows={3} row="h-32 rounded-2xl" panel="h-72 rounded-2xl" />
    </div>
  );
}

export default CartPage;
