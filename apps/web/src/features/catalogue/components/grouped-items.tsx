import type { Product } from '@storefront/shared';

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
  const size = large ? 56 : 48;
  return (
    <ul className={className} data-testid="grouped-items">
      {items.map((item) => (
        <li
          key={`${item.product_id}-${item.title}`}
          className="flex items-center gap-3 rounded-xl bg-ivory-100 p-2"
        >
          <img
            src={item.image}
            alt={item.title}
            width={size}
            height={size}
            loading="lazy"
            className={`${large ? 'size-14' : 'size-12'} rounded-lg bg-ivory-200 object-contain`}
          />
          <span className={large ? 'text-sm font-medium text-plum-900' : 'text-sm'}>{item.title}</span>
        </li>
      ))}
    </ul>
  );
}
