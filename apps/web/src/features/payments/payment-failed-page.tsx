import { ORDER_MSG } from '@storefront/shared';
import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';

/**
 * /payment-failed/{orderId}: the payment did not go through. The cart and the checkout
 * data are kept, so the shopper can try again straight away.
 */
export function PaymentFailedPage() {
  usePageTitle(ORDER_MSG.orderFailed);
  return (
    <div className="container-page flex max-w-lg flex-col items-center py-16 text-center sm:py-24">
      <span className="grid size-16 place-items-center rounded-full bg-sale/10 text-sale">
        <CircleX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-4 font-serif text-3xl text-plum-900">{ORDER_MSG.orderFailed}</h1>
      <p className="mt-2 text-plum-700">{ORDER_MSG.orderCouldNotBeProcessed}</p>
      <p className="mt-1 text-sm text-plum-700">Your cart is saved; you can try again.</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/checkout" className="btn-primary px-8">
          Try checkout again
        </Link>
        <Link to="/cart" className="btn-outline px-8">
          Back to cart
        </Link>
      </div>
    </div>
  );
}

export default PaymentFailedPage;
