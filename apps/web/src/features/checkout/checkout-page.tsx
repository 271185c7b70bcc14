import {
  type Address,
  type CheckoutData,
  type DefaultKind,
  formatRupees,
  MSG,
  pickCheckoutMode,
  resolveDefaultAddresses,
} from '@storefront/shared';
import { Info, Mail, MapPin, Phone, ShoppingBag, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorNote } from '@/components/ui/error-note';
import { Skeleton } from '@/components/ui/skeleton';
import { AddressFormModal, ChangeSelectionModal, formatAddress, useAddresses } from '@/features/addresses';
import { usePayButtons } from '@/features/content';
import { usePageTitle } from '@/lib/page-title';
import { useStoredUser } from '@/lib/stored-user';
import { readCheckoutData } from './checkout-data';

/**
 * /checkout (customers only): the order review built from the checkout data the cart saved,
 * the default shipping and billing addresses, and the contact details. Paying and placing
 * the order are not built yet; the page says so where the button will be.
 */
export function CheckoutPage() {
  const [data] = useState<CheckoutData | null>(readCheckoutData);
  usePageTitle('Checkout');
  if (!data) {
    return (
      <div
        className="container-page flex flex-col items-center py-20 text-center"
        data-testid="checkout-empty"
      >
        <ShoppingBag className="mb-4 size-12 text-gold-600" aria-hidden="true" />
        <h1 className="font-serif text-3xl text-plum-900">{MSG.cartEmpty}</h1>
        <Link to="/cart" className="btn-primary mt-6 px-8">
          Back to cart
        </Link>
      </div>
    );
  }
  return (
    <div className="container-page py-6 sm:py-10">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-serif text-3xl text-plum-900 sm:text-4xl">Checkout</h1>
        <Link to="/cart" className="text-sm text-plum-700 underline-offset-4 hover:underline">
          Edit cart
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8">
        <div className="space-y-6">
          <AddressSection />
          <ContactSection />
        </div>
        <ReviewSection data={data} />
      </div>
    </div>
  );
}

function AddressSection() {
  const addresses = useAddresses();
  const [choosing, setChoosing] = useState<DefaultKind | null>(null);
  const [adding, setAdding] = useState(false);
  const list = addresses.data ?? [];
  const defaults = resolveDefaultAddresses(list);
  return (
    <section aria-labelledby="address-heading" className="space-y-3">
      <h2 id="address-heading" className="font-serif text-xl text-plum-900">
        Delivery
      </h2>
      {addresses.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2" role="status" aria-label="Loading addresses">
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : addresses.isError ? (
        <ErrorNote message="We could not load your addresses. Please try again." />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {(['shipping', 'billing'] as const).map((kind) => (
            <AddressChoice
              key={kind}
              kind={kind}
              address={defaults[kind]}
              canChange={list.length > 1}
              onChange={() => setChoosing(kind)}
              onAdd={() => setAdding(true)}
            />
          ))}
        </div>
      )}
      <ChangeSelectionModal
        open={choosing !== null}
        kind={choosing ?? 'shipping'}
        addresses={list}
        onClose={() => setChoosing(null)}
      />
      <AddressFormModal open={adding} address={null} onClose={() => setAdding(false)} />
    </section>
  );
}

function AddressChoice({
  kind,
  address,
  canChange,
  onChange,
  onAdd,
}: {
  kind: DefaultKind;
  address: Address | null;
  canChange: boolean;
  onChange: () => void;
  onAdd: () => void;
}) {
  const label = kind === 'shipping' ? 'Shipping address' : 'Billing address';
  return (
    <div
      className="flex flex-col rounded-2xl border border-ivory-300 bg-ivory-50 p-4"
      data-testid={`checkout-${kind}`}
    >
      <p className="flex items-center gap-2 text-xs font-medium tracking-[0.15em] text-gold-700 uppercase">
        <MapPin className="size-4" aria-hidden="true" /> {label}
      </p>
      {address ? (
        <p className="mt-2 flex-1 text-sm leading-relaxed break-words text-plum-800">
          <span className="block font-medium text-plum-900">
            {address.location_user}
            {address.user_name ? ` · ${address.user_name}` : ''}
          </span>
          {formatAddress(address)}
        </p>
      ) : (
        <p className="mt-2 flex-1 text-sm text-plum-700">No address yet. Add one to receive your order.</p>
      )}
      <div className="mt-3 flex gap-2">
        {canChange ? (
          <button
            type="button"
            className="btn-outline min-h-10 flex-1"
            onClick={onChange}
            aria-label={`Change ${label.toLowerCase()}`}
          >
            Change
          </button>
        ) : null}
        <button
          type="button"
          className="btn-outline min-h-10 flex-1"
          onClick={onAdd}
          aria-label={`Add ${label.toLowerCase()}`}
        >
          Add
        </button>
      </div>
    </div>
  );
}

function ContactSection() {
  const user = useStoredUser();
  return (
    <section
      aria-labelledby="contact-heading"
      className="rounded-2xl border border-ivory-300 bg-ivory-50 p-4 sm:p-5"
    >
      <h2 id="contact-heading" className="mb-3 font-serif text-xl text-plum-900">
        Contact
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-1.5 text-plum-700">
            <Mail className="size-4 text-gold-700" aria-hidden="true" /> Email
          </dt>
          <dd className="mt-0.5 break-all font-medium text-plum-900" data-testid="checkout-email">
            {user?.email || '—'}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-plum-700">
            <Phone className="size-4 text-gold-700" aria-hidden="true" /> Mobile
          </dt>
          <dd className="mt-0.5 font-medium text-plum-900" data-testid="checkout-mobile">
            {user?.mobile ? `+91 ${user.mobile}` : 'Not added yet'}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-plum-700">
        We call this number about your delivery. To change it, go to{' '}
        <Link to="/my-account" className="underline underline-offset-2">
          My Account
        </Link>
        .
      </p>
    </section>
  );
}

function ReviewSection({ data }: { data: CheckoutData }) {
  const payButtons = usePayButtons();
  const mode = pickCheckoutMode(payButtons.data);
  return (
    <aside
      aria-labelledby="review-heading"
      className="h-fit rounded-2xl border border-ivory-300 bg-ivory-50 p-5 shadow-sm lg:sticky lg:top-40"
    >
      <h2 id="review-heading" className="mb-4 font-serif text-xl text-plum-900">
        Order Summary
      </h2>
      <ul className="max-h-96 space-y-3 overflow-y-auto pr-1" aria-label="Items to order">
        {data.products.map((line) => {
          const price = line.product_saleprice ?? line.product_price;
          const attributes = Object.entries(line.variation_attributes);
          return (
            <li key={line.product_sku} className="flex gap-3" data-testid="checkout-line">
              <img
                src={line.product_image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-lg bg-gradient-to-br from-ivory-100 to-plum-100 object-contain"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-plum-900">
                  {line.product_name} <span className="text-plum-700">× {line.quantity}</span>
                </p>
                {attributes.length > 0 ? (
                  <p className="text-xs text-plum-700">
                    {attributes.map(([name, term]) => `${name}: ${term}`).join(' · ')}
                  </p>
                ) : null}
              </div>
              <p className="shrink-0 text-sm font-medium text-plum-900">
                {formatRupees(price * line.quantity)}
              </p>
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-ivory-300 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-plum-700">Items total</dt>
          <dd data-testid="checkout-before">{formatRupees(data.totalBeforeDiscount)}</dd>
        </div>
        {data.isCouponApplied ? (
          <div className="flex justify-between">
            <dt className="flex items-center gap-1.5 text-plum-700">
              <TicketPercent className="size-4 text-gold-600" aria-hidden="true" /> Coupon{' '}
              <span className="font-medium text-plum-900">{data.coupon}</span>
            </dt>
            <dd className="text-sale" data-testid="checkout-discount">
              −{formatRupees(data.discountAmount)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between text-plum-700">
          <dt>Delivery</dt>
          <dd>Worked out at payment</dd>
        </div>
        <div className="flex justify-between border-t border-ivory-300 pt-3 text-base font-semibold">
          <dt className="text-plum-900">Total</dt>
          <dd className="text-gold-700" data-testid="checkout-total">
            {formatRupees(data.totalAfterDiscount)}
          </dd>
        </div>
      </dl>
      <div
        className="mt-5 flex gap-3 rounded-xl border border-gold-300 bg-gold-300/15 p-4 text-sm text-plum-900"
        role="note"
        data-testid="checkout-payment-note"
      >
        <Info className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden="true" />
        <p>
          {mode === 'manual'
            ? 'Quotation requests open here soon. '
            : 'Online payment and Place order open here soon. '}
          Nothing has been charged and no order has been placed yet; your cart stays saved.
        </p>
      </div>
    </aside>
  );
}

export default CheckoutPage;
