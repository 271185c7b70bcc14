import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorNote } from '@/components/ui/error-note';
import { placeholderKeys, Skeleton } from '@/components/ui/skeleton';
import { OrderCard, useOrders } from '@/features/orders';

/** Orders: the customer's orders, newest first (the API sends them in that order). */
export function OrdersTab() {
  const orders = useOrders();
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="sr-only">
        Orders
      </h2>
      {orders.isPending ? (
        <div className="space-y-4" role="status" aria-label="Loading orders">
          {placeholderKeys(2, 'order').map((key) => (
            <div key={key} className="rounded-2xl border border-ivory-300 bg-ivory-50 p-4">
              <Skeleton className="h-10 w-2/3" />
              <div className="mt-4 flex gap-3">
                <Skeleton className="size-16 rounded-xl" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-4 w-1/3" />
                </div>
              </div>
            </div>
          ))}
        </div>
      ) : orders.isError ? (
        <ErrorNote
          message="We could not load your orders. Please try again."
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.length === 0 ? (
        <NoOrders />
      ) : (
        <ul className="space-y-4" aria-label="Your orders">
          {orders.data.map((order) => (
            <li key={order.order_id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NoOrders() {
  return (
    <div
      className="flex flex-col items-center rounded-2xl border border-dashed border-ivory-300 bg-ivory-50 px-6 py-12 text-center"
      data-testid="orders-empty"
    >
      <span className="grid size-14 place-items-center rounded-full bg-gold-300/30 text-gold-700">
        <PackageOpen className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 font-serif text-xl text-plum-900">No orders yet</p>
      <p className="mt-1 max-w-sm text-sm text-plum-700">
        When you place an order it will appear here, with its delivery estimate and tracking.
      </p>
      <Link to="/Products" className="btn-primary mt-5">
        Start shopping
      </Link>
    </div>
  );
}
