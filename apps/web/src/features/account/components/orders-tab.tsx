import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';

/** Orders arrive with the checkout work; until then a customer has none to show. */
export function OrdersTab() {
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="sr-only">
        Orders
      </h2>
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-ivory-300 bg-ivory-50 px-6 py-12 text-center">
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
    </section>
  );
}
