import {
  type CustomerQuote,
  defaultAddressRefusal,
  formatRupees,
  MSG,
  ORDER_MSG,
  QUOTE_MSG,
} from '@storefront/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorNote } from '@/components/ui/error-note';
import { serverFieldErrors } from '@/components/ui/form';
import { LabelledPanel } from '@/components/ui/labelled-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { SquareImage } from '@/components/ui/square-image';
import { useActivePincodes, useShopProfile } from '@/features/content';
import { usePaymentPopup } from '@/features/payments';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { payQuote, quoteKey, useQuote } from './api/quote';
import { AddressSection, useCheckoutAddresses } from './components/address-section';
import { refusalMessage } from './refusal';

function Lines({ quote }: { quote: CustomerQuote }) {
  return (
    <LabelledPanel
      headingId="quote-lines"
      title={QUOTE_MSG.priceReady}
      className="rounded-2xl border border-ivory-300 bg-ivory-50 p-4 sm:p-5"
      headingClassName="font-serif text-xl text-plum-900"
    >
      <ul className="mt-3 divide-y divide-ivory-300">
        {quote.lines.map((line) => (
          <li key={line.line_id} className="flex items-start gap-3 py-3">
            {line.product_image ? (
              <SquareImage
                src={line.product_image}
                size={56}
                className="size-14 shrink-0 rounded-lg object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-plum-900">{line.product_name}</p>
              <p className="text-plum-700">
                {[
                  ...Object.entries(line.variation_attributes).map(([name, value]) => `${name}: ${value}`),
                  `${line.quantity} × ${formatRupees(line.unit_price)}`,
                ].join(' · ')}
              </p>
            </div>
            <p className="text-sm font-medium text-plum-900">{formatRupees(line.line_total)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-ivory-300 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>Items</dt>
          <dd>{formatRupees(quote.goods_total)}</dd>
        </div>
        {quote.discount > 0 ? (
          <div className="flex justify-between text-emerald-800">
            <dt>Discount</dt>
            <dd>−{formatRupees(quote.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>Delivery charge</dt>
          <dd>{formatRupees(quote.delivery_charge)}</dd>
        </div>
        <div className="flex justify-between border-t border-ivory-300 pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd className="text-gold-700" data-testid="quote-total">
            {formatRupees(quote.total)}
          </dd>
        </div>
      </dl>
      {quote.note ? (
        <div className="mt-4 rounded-xl bg-ivory-200/70 p-3 text-sm">
          <p className="text-xs font-semibold tracking-wide text-plum-700 uppercase">{QUOTE_MSG.shopNote}</p>
          <p className="mt-1 whitespace-pre-wrap text-plum-900">{quote.note}</p>
        </div>
      ) : null}
    </LabelledPanel>
  );
}

/** Addresses, then Pay ₹X: the same popup (Razorpay or the simulator) and result pages as checkout. */
function PayQuote({ token, quote }: { token: string; quote: CustomerQuote }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const addresses = useCheckoutAddresses();
  const { billing, section } = addresses;
  const pincodes = useActivePincodes();
  const activePincodes = pincodes.data ?? [];
  // An address outside the shop's pincodes is saved, but never the shipping address: Add
  // under Shipping refuses it with this text, and the card and Pay keep saying the same.
  const shippingRefusal = addresses.shipping
    ? defaultAddressRefusal('shipping', addresses.shipping.pincode, activePincodes)
    : null;
  const shipping = shippingRefusal ? null : addresses.shipping;
  const shop = useShopProfile();
  const { pay, popup } = usePaymentPopup();
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);
  // a refusal's messages stay until the shopper changes an address
  const inputs = `${shipping?.id ?? ''}|${billing?.id ?? ''}`;
  const [failure, setFailure] = useState<{ inputs: string; shipping?: string; billing?: string } | null>(
    null,
  );
  const setErrors = (errors: { shipping?: string; billing?: string }) => setFailure({ ...errors, inputs });
  const shown = failure?.inputs === inputs ? failure : null;
  const errors = { shipping: shown?.shipping ?? shippingRefusal ?? undefined, billing: shown?.billing };

  const onPay = async () => {
    if (inFlight.current) return;
    if (!shipping || !billing) {
      const shippingError = shipping ? undefined : (shippingRefusal ?? ORDER_MSG.selectShippingAddress);
      setErrors({ shipping: shippingError, billing: billing ? undefined : ORDER_MSG.selectBillingAddress });
      notify.error(shippingError ?? ORDER_MSG.selectBillingAddress);
      return;
    }
    setFailure(null);
    inFlight.current = true;
    setPaying(true);
    try {
      const placed = await payQuote(token, { shipping_address: shipping.id, billing_address: billing.id });
      if (!placed.razorpay_order) throw new Error('no provider order to pay');
      const outcome = await pay({
        provider: placed.provider,
        keyId: placed.key_id,
        providerOrder: placed.razorpay_order,
        shopName: shop.data?.orignal_logoname || ORDER_MSG.paymentDescription,
        prefill: { name: user?.full_name || user?.name, email: user?.email, contact: user?.mobile },
      });
      if (outcome === 'paid') await navigate(`/payment-success/${encodeURIComponent(placed.order_id)}`);
      else if (outcome === 'failed') await navigate(`/payment-failed/${encodeURIComponent(placed.order_id)}`);
      else notify.info(ORDER_MSG.paymentCancelled);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors({ shipping: fields.shipping_address, billing: fields.billing_address });
      notify.error(refusalMessage(error) ?? ORDER_MSG.errorDuringCheckout);
      // a closed or paid quotation says so on the page
      if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: quoteKey(token) });
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  return (
    <div className="space-y-6">
      <AddressSection {...section} shipping={shipping} activePincodes={activePincodes} errors={errors} />
      <button
        type="button"
        className="btn-dark min-h-12 w-full sm:w-auto sm:px-10"
        onClick={onPay}
        disabled={paying}
      >
        {paying ? 'Opening payment…' : `Pay ${formatRupees(quote.total)}`}
      </button>
      {popup}
    </div>
  );
}

/** /quote/:token (customers only): the shop's price for a quotation request, paid as an order. */
export function QuotePayPage() {
  usePageTitle(QUOTE_MSG.heading);
  const { token = '' } = useParams();
  const quote = useQuote(token);

  let body: ReactNode;
  if (quote.isPending) body = <Skeleton className="h-64 rounded-2xl" />;
  else if (quote.isError)
    body = (
      <ErrorNote
        message={
          quote.error instanceof ApiError && quote.error.status === 404
            ? QUOTE_MSG.notFound
            : MSG.somethingWentWrong
        }
      />
    );
  else {
    const data = quote.data;
    const paid = data.state === 'ordered' || data.status === 'Success';
    body = (
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8">
        <div className="order-2 lg:order-1">
          {data.state === 'closed' ? (
            <ErrorNote message={[QUOTE_MSG.closed, data.close_reason].filter(Boolean).join(' ')} />
          ) : paid ? (
            <p className="rounded-2xl border border-ivory-300 bg-ivory-50 p-4 text-sm text-plum-900">
              {QUOTE_MSG.alreadyPaid}{' '}
              <Link className="font-medium underline" to={`/track/${encodeURIComponent(data.order_id)}`}>
                Track Order
              </Link>
            </p>
          ) : (
            <PayQuote token={token} quote={data} />
          )}
        </div>
        <div className="order-1 lg:order-2">
          <Lines quote={data} />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-1 flex items-center gap-2 font-serif text-3xl text-plum-900">
        <FileText className="size-7 text-gold-700" aria-hidden="true" /> {QUOTE_MSG.heading}
      </h1>
      {quote.data ? <p className="mb-6 text-sm text-plum-700">Order ID {quote.data.receipt_id}</p> : null}
      {body}
    </div>
  );
}
