import {
  formatOrderTimestamp,
  formatRupees,
  ORDER_MSG,
  type Order,
  PAYMENT_SUCCESS_REDIRECT_MS,
} from '@storefront/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ErrorNote } from '@/components/ui/error-note';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound, OrderTotalRow, orderOptions } from '@/features/orders';
import { usePageTitle } from '@/lib/page-title';
import { removeKey, STORAGE_KEYS } from '@/lib/storage';

const isPlaced = (order: Order | undefined) =>
  order?.status === 'Success' || order?.status === 'Pay on delivery';

/**
 * /payment-success/{orderId}: the receipt of a placed order. Once the order reads as
 * placed, the local checkout data goes, the cart badge is re-read (the server emptied the
 * cart when it took the order) and the shopper goes on to My Account after 2 s (docs/api.md).
 */
export function PaymentSuccessPage() {
  const { orderId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useQuery({
    ...orderOptions(orderId),
    // a payment the gateway's webhook has not confirmed yet settles within seconds
    refetchInterval: (query) => (query.state.data?.status === 'Pending' ? 2000 : false),
  });
  const placed = isPlaced(order.data);
  usePageTitle(placed && order.data?.payment ? ORDER_MSG.paymentSuccessful : ORDER_MSG.orderPlaced);

  useEffect(() => {
    if (!placed) return;
    removeKey(STORAGE_KEYS.checkoutData);
    // the cart and the order list belong to other features; their keys start so
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    const timer = setTimeout(
      () => void navigate('/my-account', { replace: true }),
      PAYMENT_SUCCESS_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [placed, navigate, queryClient]);

  if (order.isPending) {
    return (
      <div className="container-page max-w-lg py-10" role="status" aria-label="Loading order">
        <Skeleton className="mx-auto size-16 rounded-full" />
        <Skeleton className="mx-auto mt-4 h-8 w-56" />
        <Skeleton className="mt-6 h-80 rounded-2xl" />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className="container-page max-w-lg space-y-4 py-10">
        <ErrorNote
          message={
            isNotFound(order.error)
              ? ORDER_MSG.orderNotFound
              : 'We could not load this order. Please try again.'
          }
        />
        {isNotFound(order.error) ? (
          <Link to="/my-account" className="btn-dark">
            My orders
          </Link>
        ) : (
          <button type="button" className="btn-outline" onClick={() => void order.refetch()}>
            <RotateCw className="size-4" aria-hidden="true" /> Try again
          </button>
        )}
      </div>
    );
  }
  const data = order.data;
  if (data.status === 'Failed')
    return <Navigate to={`/payment-failed/${encodeURIComponent(data.order_id)}`} replace />;
  return <Receipt order={data} placed={placed} />;
}

function Receipt({ order, placed }: { order: Order; placed: boolean }) {
  const onDelivery = order.payment_mode === 'Pay on delivery';
  const method = order.payment?.method
    ? `${order.payment_mode} (${order.payment.method})`
    : order.payment_mode;
  return (
    <div className="container-page max-w-lg py-8 sm:py-12">
      <div className="text-center">
        <span
          className={`mx-auto grid size-16 place-items-center rounded-full ${
            placed ? 'bg-gold-500 text-plum-950' : 'bg-ivory-300 text-plum-800'
          }`}
        >
          {placed ? (
            <CircleCheck className="size-8" aria-hidden="true" />
          ) : (
            <Clock className="size-8" aria-hidden="true" />
          )}
        </span>
        <h1 className="mt-4 font-serif text-3xl text-plum-900">
          {!placed
            ? 'Confirming your payment…'
            : order.payment
              ? ORDER_MSG.paymentSuccessful
              : ORDER_MSG.orderPlaced}
        </h1>
        <p className="mt-1 text-sm text-plum-700">Thank you for your order.</p>
      </div>

      <section
        aria-label="Receipt"
        className="mt-6 rounded-2xl border border-ivory-300 bg-ivory-50 p-5 shadow-sm"
        data-testid="payment-receipt"
      >
        <dl className="space-y-2.5 text-sm">
          <Row label="Order number" value={order.receipt_id} testId="receipt-order" />
          <Row
            label="Time / date"
            value={formatOrderTimestamp(order.payment?.paidAt ?? order.createdAt)}
            testId="receipt-time"
          />
          <Row label="Ref number" value={order.payment?.ref ?? '—'} testId="receipt-ref" />
          <Row label="Payment method" value={method} testId="receipt-method" />
          <Row label="Sender name" value={order.contact.name || order.user_name} testId="receipt-sender" />
        </dl>
        <dl className="mt-4 space-y-2.5 border-t border-dashed border-ivory-300 pt-4 text-sm">
          {onDelivery ? (
            <>
              <Row label="Advance paid" value={formatRupees(order.advance_amount)} testId="receipt-advance" />
              <Row
                label="Remaining amount"
                value={formatRupees(order.remaining_amount)}
                testId="receipt-remaining"
              />
            </>
          ) : null}
          <Row label="Amount" value={formatRupees(order.amountafterdiscount)} testId="receipt-amount" />
          <Row label="Delivery charge" value={formatRupees(order.deliveryCharge)} testId="receipt-delivery" />
          <Row label="Fee" value={formatRupees(0)} testId="receipt-fee" />
          <OrderTotalRow order={order} testId="receipt-total" />
        </dl>
      </section>
      <p className="mt-5 text-center text-sm text-plum-700" aria-live="polite">
        {placed ? 'Taking you to ' : 'Your order will appear in '}
        <Link to="/my-account" className="font-medium text-plum-900 underline underline-offset-4">
          My Account
        </Link>
        {placed ? '…' : ' once the payment is confirmed.'}
      </p>
    </div>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="shrink-0 text-plum-700">{label}</dt>
      <dd className="text-right font-medium [overflow-wrap:anywhere] text-plum-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export default PaymentSuccessPage;
