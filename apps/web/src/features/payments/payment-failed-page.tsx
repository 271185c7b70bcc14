import { ORDER_MSG, type Order, QUOTE_MSG } from '@storefront/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isNotFound, useOrder } from '@/features/orders';
import { usePageTitle } from '@/lib/page-title';
import { OrderLoadError, ResultIcon, ResultSkeleton, type ResultTone } from './components/order-states';

/**
 * /payment-failed/{orderId}: reads the order before saying anything, because the address
 * can be opened (or reopened from history) for an order that did go through. Only a failed
 * order says it failed; the cart and the checkout data are kept so the shopper can retry.
 * An order paid from a priced quotation is retried from the quotation's pay page instead:
 * in a quotation shop, checkout would send a new quotation request (decision 0030).
 */
export function PaymentFailedPage() {
  const { orderId } = useParams();
  const order = useOrder(orderId);
  usePageTitle(titleOf(order.data, order.isError && isNotFound(order.error)));

  if (order.isPending) return <ResultSkeleton className="py-16" />;
  if (order.isError) {
    return (
      <OrderLoadError notFound={isNotFound(order.error)} onRetry={() => void order.refetch()}>
        <h1 className="font-serif text-3xl text-plum-900">{ORDER_MSG.orderNotFound}</h1>
        <p className="text-plum-700">There is no order with this number in your account.</p>
        <Link to="/my-account" className="btn-dark">
          My orders
        </Link>
      </OrderLoadError>
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
          {data.quote ? (
            <QuoteLink order={data} label="Back to the quotation" />
          ) : (
            <Link to="/cart" className="btn-outline px-8">
              Back to cart
            </Link>
          )}
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
      if (data.quote) return <QuotePaymentFailed order={data} />;
      return (
        <Result
          tone="bad"
          heading={ORDER_MSG.orderFailed}
          text={ORDER_MSG.orderCouldNotBeProcessed}
          note="Your cart is saved; you can try again."
        >
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

/** The way back to a quotation's pay page while its price stands; else to the orders list. */
function QuoteLink({ order, label, primary = false }: { order: Order; label: string; primary?: boolean }) {
  const token = order.quote?.state === 'priced' ? order.quote.pay_token : null;
  const className = `${primary ? 'btn-primary' : 'btn-outline'} px-8`;
  return token ? (
    <Link to={`/quote/${encodeURIComponent(token)}`} className={className}>
      {label}
    </Link>
  ) : (
    <Link to="/my-account" className={className}>
      My orders
    </Link>
  );
}

/**
 * A quotation's payment failed: the quotation stays open at its price (decision 0030), so
 * the shopper pays it again from its page, not from the cart.
 */
function QuotePaymentFailed({ order }: { order: Order }) {
  const open = order.quote?.state === 'priced' && order.quote.pay_token;
  const failed = `The payment for quotation ${order.receipt_id} did not go through.`;
  return (
    <Result
      tone="bad"
      heading={QUOTE_PAYMENT_FAILED}
      text={
        open
          ? `${failed} Your quotation is still open at the same price.`
          : order.quote?.state === 'closed'
            ? `${failed} ${QUOTE_MSG.closed}`
            : failed
      }
      note={
        open
          ? `Pay it again below, from the link in your e-mail, or with ${QUOTE_MSG.payNow} in My orders.`
          : undefined
      }
    >
      <QuoteLink order={order} label="Pay the quotation again" primary />
      {open ? (
        <Link to="/my-account" className="btn-outline px-8">
          My orders
        </Link>
      ) : null}
    </Result>
  );
}

const QUOTE_PAYMENT_FAILED = 'Payment failed';

function titleOf(order: Order | undefined, notFound: boolean): string {
  if (notFound) return ORDER_MSG.orderNotFound;
  if (!order) return 'Order';
  if (order.status === 'Failed') return order.quote ? QUOTE_PAYMENT_FAILED : ORDER_MSG.orderFailed;
  return `Order ${order.receipt_id}`;
}

function Result({
  tone,
  heading,
  text,
  note,
  children,
}: {
  tone: ResultTone;
  heading: string;
  text: string;
  /** A second, smaller line: what the shopper can do next. */
  note?: string;
  children: ReactNode;
}) {
  return (
    <div
      className="container-page flex max-w-lg flex-col items-center py-16 text-center sm:py-24"
      data-testid="payment-result"
      data-tone={tone}
    >
      <ResultIcon tone={tone} />
      <h1 className="mt-4 font-serif text-3xl text-plum-900">{heading}</h1>
      <p className="mt-2 text-plum-700">{text}</p>
      {note ? <p className="mt-1 text-sm text-plum-700">{note}</p> : null}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{children}</div>
    </div>
  );
}

export default PaymentFailedPage;
