import { EMPTY_CART_SHAKE_MS, MSG } from '@storefront/shared';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

/** The empty cart: the bag shakes for 700 ms (docs/api.md), and Buy Now leads to /course. */
export function EmptyCart() {
  const [shake, setShake] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShake(false), EMPTY_CART_SHAKE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div
      className="container-page flex flex-col items-center py-16 text-center sm:py-24"
      data-testid="empty-cart"
    >
      <div
        className={`mb-6 grid size-28 place-items-center rounded-full bg-gradient-to-br from-ivory-50 to-plum-100 ring-1 ring-gold-300/60 ${
          shake ? 'motion-safe:animate-shake' : ''
        }`}
        data-shaking={shake}
      >
        <ShoppingBag className="size-12 text-gold-600" aria-hidden="true" />
      </div>
      <h1 className="font-serif text-3xl text-plum-900">{MSG.cartEmpty}</h1>
      <p className="mt-2 max-w-sm text-plum-700">Find a fragrance or a blessing to begin.</p>
      <Link to="/course" className="btn-primary mt-8 px-10">
        Buy Now
      </Link>
    </div>
  );
}
