import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useCartCount } from '@/features/cart';

/** The link to the cart with its item count as a badge: in the header and among the floating shortcuts. */
export function CartLink({
  className,
  iconClassName,
  badgePosition,
  badgeTestId,
  testId,
}: {
  className: string;
  iconClassName: string;
  /** Where the badge sits on the round button. */
  badgePosition: string;
  badgeTestId: string;
  testId?: string;
}) {
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className={className}
      data-testid={testId}
    >
      <ShoppingBag className={iconClassName} aria-hidden="true" />
      {count > 0 ? (
        <span
          className={`absolute ${badgePosition} grid min-w-5 place-items-center rounded-full bg-gold-500 px-1 text-[11px] leading-5 font-semibold text-plum-950`}
          data-testid={badgeTestId}
          aria-hidden="true"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
