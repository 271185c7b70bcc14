import {
  AUTH_MSG,
  type CheckoutData,
  checkoutDataOfServerCart,
  checkPlaceOrder,
  FIXED_PAGE_TITLES,
  isValidMobile,
  MSG,
  ORDER_MSG,
  type PaymentMode,
  type PlaceOrderCheck,
  pickCheckoutMode,
} from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNote } from '@/components/ui/error-note';
import { Skeleton } from '@/components/ui/skeleton';
import { cartErrorText, useServerCart } from '@/features/cart';
import { useActivePincodes, useHelp, usePayButtons, useShopProfile } from '@/features/content';
import { SHOP_ID } from '@/lib/config';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import type { StoredUser } from '@/lib/stored-user';
import { notify } from '@/lib/toast';
import { advanceQuery } from './api/get-advance';
import { useOrderSummary } from './api/get-order-summary';
import { readCheckoutData } from './checkout-data';
import { ADDRESSES_ID, AddressSection, useCheckoutAddresses } from './components/address-section';
import { ContactSection } from './components/contact-section';
import { OrderReview } from './components/order-review';
import { offeredPayModes, PaySection } from './components/pay-section';
import { QuoteForm } from './components/quote-form';
import { usePlaceOrder } from './use-place-order';

type Failure = Extract<PlaceOrderCheck, { ok: false }>;

/**
 * /checkout (customers only): addresses, contact, the order summary with the server's
 * amounts, Pay using and Place order; or, for a shop that takes quotation requests, the
 * guest-details form. The lines are the server cart's, which the server prices and orders;
 * the checkout data the cart saved brings the coupon.
 */
export function CheckoutPage() {
  const [saved] = useState<CheckoutData | null>(readCheckoutData);
  const { user } = useSession();
  const cart = useServerCart(user?.user_id ?? null);
  const data = useMemo(
    () => (cart.data ? checkoutDataOfServerCart(cart.data, saved) : null),
    [cart.data, saved],
  );
  const payButtons = usePayButtons();
  usePageTitle(FIXED_PAGE_TITLES['/checkout']);

  if (user && cart.isPending) return <CheckoutSkeleton />;
  // a failed re-read keeps the lines already shown; only a cart never read is an error here
  if (user && cart.isError && !cart.data) {
    return (
      <div className="container-page space-y-4 py-10">
        <h1 className="font-serif text-3xl text-plum-900">Checkout</h1>
        <ErrorNote message={cartErrorText(cart.error)} onRetry={() => void cart.refetch()} />
      </div>
    );
  }
  if (!data || !user) {
    return (
      <EmptyState Icon={ShoppingBag} title={MSG.cartEmpty} testId="checkout-empty">
        <Link to="/cart" className="btn-primary mt-6 px-8">
          Back to cart
        </Link>
      </EmptyState>
    );
  }

  const mode = pickCheckoutMode(payButtons.data);
  return (
    <div className="container-page py-6 sm:py-10">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-serif text-3xl text-plum-900 sm:text-4xl">Checkout</h1>
        <Link
          to="/cart"
          className="inline-flex min-h-10 items-center text-sm text-plum-700 underline-offset-4 hover:underline"
        >
          Edit cart
        </Link>
      </div>
      {payButtons.isPending ? (
        <CheckoutPanelsSkeleton />
      ) : payButtons.isError ? (
        <ErrorNote message="We could not load the payment options. Please reload the page." />
      ) : mode === 'manual' ? (
        <QuoteCheckout data={data} user={user} />
      ) : (
        <OnlineCheckout data={data} user={user} modes={offeredPayModes(payButtons.data)} />
      )}
    </div>
  );
}

function CheckoutPanelsSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]" role="status" aria-label="Loading checkout">
      <Skeleton className="h-64 rounded-2xl" />
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="mb-6 font-serif text-3xl text-plum-900 sm:text-4xl">Checkout</h1>
      <CheckoutPanelsSkeleton />
    </div>
  );
}

/** A quotation asks for no address: the shop prices delivery in the quote it sends. */
export const QUOTE_DELIVERY_NOTE = 'Included in your quote';

function QuoteCheckout({ data, user }: { data: CheckoutData; user: StoredUser }) {
  const help = useHelp();
  return (
    <div className="mx-auto max-w-xl">
      <OrderReview
        data={data}
        amounts={undefined}
        amountsState="ready"
        payMode={null}
        shippingChosen={false}
        deliveryNote={QUOTE_DELIVERY_NOTE}
      >
        <QuoteForm data={data} user={user} whatsappNumber={help.data?.whatsapp_number} />
      </OrderReview>
    </div>
  );
}

function OnlineCheckout({
  data,
  user,
  modes,
}: {
  data: CheckoutData;
  user: StoredUser;
  modes: PaymentMode[];
}) {
  const { shipping, billing, section } = useCheckoutAddresses();
  const pincodes = useActivePincodes();
  const activePincodes = pincodes.data ?? [];
  const shop = useShopProfile();
  const advance = useQuery(advanceQuery);
  const [payMode, setPayMode] = useState<PaymentMode | null>(null);
  // a check's message stays until the shopper changes what it was about
  const [failure, setFailure] = useState<(Failure & { inputs: string }) | null>(null);
  const inputs = [shipping?.id, billing?.id, user.mobile, payMode].join('|');
  const [editingMobile, setEditingMobile] = useState(false);
  const [mobileFocus, setMobileFocus] = useState(0);
  const { place, placing, popup } = usePlaceOrder();

  const summary = useOrderSummary({
    main_id: SHOP_ID,
    user_id: user.user_id,
    shipping_address: shipping?.id ?? null,
    payment_mode: payMode,
    coupon_code: data.isCouponApplied ? data.coupon : null,
  });
  const amounts = summary.data;

  const onPlaceOrder = () => {
    if (placing) return;
    let check = checkPlaceOrder({
      billingAddressId: billing?.id,
      shippingAddressId: shipping?.id,
      shippingPincode: shipping?.pincode,
      mobileValid: isValidMobile(user.mobile ?? ''),
      mobileMessage: AUTH_MSG.invalidMobile,
      paymentMode: payMode,
      activePincodes,
    });
    // the server's own answer for this address, when the pincode list did not say
    if (check.ok && amounts && !summary.isPlaceholderData && !amounts.deliverable) {
      check = { ok: false, field: 'pincode', message: ORDER_MSG.deliveryNotAvailableHere };
    }
    if (!check.ok) {
      setFailure({ ...check, inputs });
      notify.error(check.field === 'pincode' ? ORDER_MSG.weDoNotDeliverHere : check.message);
      if (check.field === 'mobile') {
        setEditingMobile(true);
        setMobileFocus((count) => count + 1);
      } else if (check.field !== 'payment') {
        // on a phone the addresses are far above the button: show what the message is about
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        document
          .getElementById(ADDRESSES_ID)
          ?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      }
      return;
    }
    setFailure(null);
    void place({
      body: {
        main_id: SHOP_ID,
        user_id: user.user_id,
        user_name: user.full_name || user.name || undefined,
        payment_mode: payMode!,
        billing_address: billing!.id,
        shipping_address: shipping!.id,
        coupon_code: data.isCouponApplied ? data.coupon : null,
        // the figures on screen: the server refuses to charge others (decision 0060)
        ...(amounts && !summary.isPlaceholderData
          ? { expected_total: amounts.totalAmountbeforePay, expected_payable_now: amounts.payable_now }
          : {}),
      },
      advancePercentage: summary.isPlaceholderData
        ? advance.data
        : (amounts?.delivery_percentage ?? advance.data),
      popup: {
        shopName: shop.data?.orignal_logoname || 'Order Payment',
        prefill: { name: user.full_name || user.name, email: user.email, contact: user.mobile },
      },
    });
  };

  const errorFor = (field: Failure['field']) =>
    failure?.field === field && failure.inputs === inputs ? failure.message : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8">
      <div className="space-y-6">
        <AddressSection
          {...section}
          activePincodes={activePincodes}
          errors={{ billing: errorFor('billing'), shipping: errorFor('shipping') ?? errorFor('pincode') }}
        />
        <ContactSection
          user={user}
          editing={editingMobile}
          onEditingChange={setEditingMobile}
          focusRequest={mobileFocus}
          error={errorFor('mobile')}
        />
      </div>
      <OrderReview
        data={data}
        amounts={amounts}
        amountsState={
          summary.isPending
            ? 'pending'
            : summary.isError && !amounts
              ? 'error'
              : summary.isPlaceholderData
                ? 'refreshing'
                : 'ready'
        }
        payMode={payMode}
        shippingChosen={shipping !== null}
      >
        <PaySection
          modes={modes}
          payMode={payMode}
          onPayModeChange={setPayMode}
          // the note names amounts only once they are this choice's own, not the previous one's
          amounts={summary.isPlaceholderData ? undefined : amounts}
          advancePercentage={advance.data}
          placing={placing}
          onPlaceOrder={onPlaceOrder}
          error={errorFor('payment')}
        />
      </OrderReview>
      {popup}
    </div>
  );
}

export default CheckoutPage;
