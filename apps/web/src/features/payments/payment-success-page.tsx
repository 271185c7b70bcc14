import {
  formatOrderTimestamp,
  formatRupees,
  ORDER_MSG,
  type Order,
  PAYMENT_SUCCESS_REDIRECT_MS,
} from '@storefront/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { BillRow } from '@/components/ui/bill';
import { ErrorNote } from '@/components/ui/error-note';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound, OrderTotalRow, orderOptions } from '@/features/orders';
import { usePageTitle } from '@/lib/page-title';
import { removeKey, STORAGE_KEYS } from '@/lib/storage';
import { OrderLoadError, ResultIcon, ResultSkeleton } from './components/order-states';

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
      <ResultSkeleton className="py-10">
        <Skeleton className="mt-6 h-80 rounded-2xl" />
      </ResultSkeleton>
    );
  }
  if (order.isError) {
    return (
      <OrderLoadError notFound={isNotFound(order.error)} onRetry={() => void order.refetch()}>
        <ErrorNote message={ORDER_MSG.orderNotFound} />
        <Link to="/my-account" className="btn-dark">
          My orders
        </Link>
      </OrderLoadError>
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
        <ResultIcon tone={placed ? 'good' : 'waiting'} className="mx-auto" />
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
    <BillRow
      label={label}
      labelClassName="shrink-0 text-plum-700"
      valueClassName="text-right font-medium [overflow-wrap:anywhere] text-plum-900"
      testId={testId}
    >
      {value}
    </BillRow>
  );
}

export default PaymentSuccessPage;
