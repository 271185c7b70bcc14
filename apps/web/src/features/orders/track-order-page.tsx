import { canDownloadInvoice, formatOrderTimestamp, ORDER_MSG, orderCardAction } from '@storefront/shared';
import { CircleAlert, Clock, FileDown, PackageSearch } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNote } from '@/components/ui/error-note';
import { ListAndPanelSkeleton, Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/lib/page-title';
import { isNotFound, useOrder } from './api/get-order';
import { BillDetails } from './components/bill-details';
import { CancelledNote, isCancelled } from './components/cancelled-note';
import { OrderLines } from './components/order-lines';
import { OrderProgress } from './components/order-progress';

/**
 * /track/{id} (login required): the order's progress, its items and Bill Details, and
 * Download Invoice once it is out for delivery. Another customer's order is a 404 from the
 * API and reads as not found here.
 */
export function TrackOrderPage() {
  const { id } = useParams();
  const order = useOrder(id);
  usePageTitle(order.data ? `Order #${order.data.receipt_id}` : 'Track order');

  if (order.isPending) return <TrackSkeleton />;
  if (order.isError) {
    if (isNotFound(order.error)) return <OrderNotFound />;
    return (
      <div className="container-page space-y-4 py-10">
        <h1 className="font-serif text-3xl text-plum-900">Track order</h1>
        <ErrorNote
          message="We could not load this order. Please try again."
          onRetry={() => void order.refetch()}
        />
      </div>
    );
  }

  const data = order.data;
  // an order the shop has not been paid for does not move along its steps yet
  const unpaid = orderCardAction(data.status);
  return (
    <div className="container-page py-6 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link
            to="/my-account"
            className="inline-flex min-h-8 items-center text-sm text-plum-700 underline-offset-4 hover:underline"
          >
            ← My orders
          </Link>
          <h1 className="mt-1 font-serif text-3xl break-all text-plum-900 sm:text-4xl">
            Order #{data.receipt_id}
          </h1>
          <p className="mt-1 text-sm text-plum-700">Placed {formatOrderTimestamp(data.createdAt)}</p>
        </div>
        {canDownloadInvoice(data.orderStatus) ? (
          <Link to={`/invoice?order=${encodeURIComponent(data.order_id)}`} className="btn-primary">
            <FileDown className="size-4" aria-hidden="true" /> Download Invoice
          </Link>
        ) : null}
      </div>

      <section
        aria-label="Order status"
        className="rounded-2xl border border-ivory-300 bg-ivory-50 px-3 py-5 sm:px-6"
      >
        {unpaid === 'pending' || unpaid === 'failed' ? (
          <p
            className={`mb-4 flex items-start gap-2 px-2 text-sm ${unpaid === 'failed' ? 'text-sale' : 'text-gold-700'}`}
            data-testid="track-unpaid"
          >
            {unpaid === 'failed' ? (
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            ) : (
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            {unpaid === 'failed' ? ORDER_MSG.trackPaymentFailed : ORDER_MSG.trackPaymentPending}
          </p>
        ) : null}
        <OrderProgress status={data.orderStatus} />
        {isCancelled(data) ? (
          <div className="mt-4 px-2">
            <CancelledNote order={data} />
          </div>
        ) : null}
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:gap-8">
        <section
          aria-labelledby="items-heading"
          className="rounded-2xl border border-ivory-300 bg-ivory-50 p-5"
        >
          <h2 id="items-heading" className="font-serif text-xl text-plum-900">
            Items
          </h2>
          <OrderLines lines={data.cart_products} variant="track" />
        </section>
        <BillDetails order={data} />
      </div>
    </div>
  );
}

function OrderNotFound() {
  return (
    <EmptyState
      Icon={PackageSearch}
      title={ORDER_MSG.orderNotFound}
      text="We could not find this order in your account. Your orders are listed in My Account."
      testId="order-not-found"
    >
      <Link to="/my-account" className="btn-dark mt-6">
        My orders
      </Link>
    </EmptyState>
  );
}

function TrackSkeleton() {
  return (
    <div className="container-page py-6 sm:py-10" role="status" aria-label="Loading order">
      <Skeleton className="mb-6 h-10 w-64" />
      <Skeleton className="h-24 rounded-2xl" />
      <ListAndPanelSkeleton
        className="mt-6"
        keyPrefix="track"
        rows={2}
        row="h-24 rounded-2xl"
        panel="h-64 rounded-2xl"
      />
    </div>
  );
}

export default TrackOrderPage;
