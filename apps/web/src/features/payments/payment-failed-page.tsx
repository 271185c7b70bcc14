import { ORDER_MSG, type Order } from '@storefront/shared';
import { CircleCheck, CircleX, Clock, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorNote } from '@/components/ui/error-note';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound, useOrder } from '@/features/orders';
import { usePageTitle } from '@/lib/page-title';

/**
 * /payment-failed/{orderId}: reads the order before saying anything, because the address
 * can be opened (or reopened from history) for an order that did go through. Only a failed
 * order says it failed; the cart and the checkout data are kept so the shopper can retry.
 */
export function PaymentFailedPage() {
  const { orderId } = useParams();
  const order = useOrder(orderId);
  usePageTitle(titleOf(order.data, order.isError && isNotFound(order.error)));

  if (order.isPending) {
    return (
      <div className="container-page max-w-lg py-16" role="status" aria-label="Loading order">
        <Skeleton className="mx-auto size-16 rounded-full" />
        <Skeleton className="mx-auto mt-4 h-8 w-56" />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className="container-page max-w-lg space-y-4 py-10">
        {isNotFound(order.error) ? (
          <>
            <h1 className="font-serif text-3xl text-plum-900">{ORDER_MSG.orderNotFound}</h1>
            <p className="text-plum-700">There is no order with this number in your account.</p>
            <Link to="/my-account" className="btn-dark">
              My orders
            </Link>
          </>
        ) : (
          <>
            <ErrorNote message="We could not load this order. Please try again." />
            <button type="button" className="btn-outline" onClick={() => void order.refetch()}>
              <RotateCw className="size-4" aria-hidden="true" /> Try again
            </button>
          </>
        )}
      </div>
    );
  }

  const data = order.data;
  const track = `/track/${encodeURIComponent(data.order_id)}`;
  switch (data.status) {
    case 'Success':
    case 'Pay on delivery':
      return (
        <Result
          tone="good"
          heading={data.status === 'Success' ? 'This order is paid' : 'This order is placed'}
          text={`Order ${data.receipt_id} went through. Nothing failed, and you do not need to pay again.`}
        >
          <Link to={track} className="btn-primary px-8">
            Track order
          </Link>
          <Link to="/my-account" className="btn-outline px-8">
            My orders
          </Link>
        </Result>
      );
    case 'Pending':
      return (
        <Result
          tone="waiting"
          heading="Payment not confirmed yet"
          text={`Order ${data.receipt_id} is waiting for its payment. If you have paid, it is confirmed within a few moments.`}
        >
          <Link to={`/payment-success/${encodeURIComponent(data.order_id)}`} className="btn-primary px-8">
            Check the payment
          </Link>
          <Link to="/cart" className="btn-outline px-8">
            Back to cart
          </Link>
        </Result>
      );
    case 'Quote':
      return (
        <Result tone="good" heading="Quotation request sent" text={ORDER_MSG.requestSent}>
          <Link to="/my-account" className="btn-primary px-8">
            My orders
          </Link>
        </Result>
      );
    default:
      return (
        <Result tone="bad" heading={ORDER_MSG.orderFailed} text={ORDER_MSG.orderCouldNotBeProcessed}>
          <Link to="/checkout" className="btn-primary px-8">
            Try checkout again
          </Link>
          <Link to="/cart" className="btn-outline px-8">
            Back to cart
          </Link>
        </Result>
      );
  }
}

function titleOf(order: Order | undefined, notFound: boolean): string {
  if (notFound) return ORDER_MSG.orderNotFound;
  if (!order) return 'Order';
  if (order.status === 'Failed') return ORDER_MSG.orderFailed;
  return `Order ${order.receipt_id}`;
}

const TONES = {
  good: { ring: 'bg-gold-500 text-plum-950', Icon: CircleCheck },
  waiting: { ring: 'bg-ivory-300 text-plum-800', Icon: Clock },
  bad: { ring: 'bg-sale/10 text-sale', Icon: CircleX },
} as const;

function Result({
  tone,
  heading,
  text,
  children,
}: {
  tone: keyof typeof TONES;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  const { ring, Icon } = TONES[tone];
  return (
    <div
      className="container-page flex max-w-lg flex-col items-center py-16 text-center sm:py-24"
      data-testid="payment-result"
      data-tone={tone}
    >
      <span className={`grid size-16 place-items-center rounded-full ${ring}`}>
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-4 font-serif text-3xl text-plum-900">{heading}</h1>
      <p className="mt-2 text-plum-700">{text}</p>
      {tone === 'bad' ? (
        <p className="mt-1 text-sm text-plum-700">Your cart is saved; you can try again.</p>
      ) : null}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{children}</div>
    </div>
  );
}

export default PaymentFailedPage;
