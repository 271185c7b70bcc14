import type { Product } from '@storefront/shared';
import { SquareImage } from '@/components/ui/square-image';

/** The products a package (grouped product) holds, each with its picture and title. */
export function GroupedItems({
  items,
  className,
  large = false,
}: {
  items: Product['grouped_product'];
  /** the list's layout */
  className: string;
  /** larger pictures and titles, for the package modal */
  large?: boolean;
}) {
  return (
    <ul className={className} data-testid="grouped-items">
      {items.map((item) => (
        <li
          key={`${item.product_id}-${item.title}`}
          className="flex items-center gap-3 rounded-xl bg-ivory-100 p-2"
        >
          <SquareImage
            src={item.image}
            alt={item.title}
            size={large ? 56 : 48}
            loading="lazy"
            className={`${large ? 'size-14' : 'size-12'} rounded-lg bg-ivory-200 object-contain`}
          />
          <span className={large ? 'text-sm font-medium text-plum-900' : 'text-sm'}>{item.title}</span>
        </li>
      ))}
    </ul>
  );
}
