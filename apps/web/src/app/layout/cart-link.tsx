import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useCartCount } from '@/features/cart';

export function CartLink({ className = '' }: { className?: string }) {
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className={`relative grid size-11 place-items-center rounded-full text-ivory-50 hover:bg-ivory-50/10 ${className}`}
      data-testid="header-cart"
    >
      <ShoppingBag className="size-6" aria-hidden="true" />
      {count > 0 ? (
        <span
          className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-gold-500 px-1 text-[11px] leading-5 font-semibold text-plum-950"
          data-testid="cart-count"
          aria-hidden="true"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
