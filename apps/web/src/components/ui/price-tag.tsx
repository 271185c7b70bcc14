import { formatRupees } from '@storefront/shared';

type PriceTagProps = {
  /** MRP in rupees. */
  price: number;
  /** Sale price in rupees, or null when not on sale. */
  salePrice: number | null;
  size?: 'sm' | 'lg';
};

/** Sale price in the accent with the MRP struck through in grey; the MRP alone otherwise. */
export function PriceTag({ price, salePrice, size = 'sm' }: PriceTagProps) {
  const onSale = salePrice != null && salePrice < price;
  const main = size === 'lg' ? 'text-2xl' : 'text-base';
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      {onSale ? (
        <>
          <span className={`${main} font-semibold text-sale`}>
            <span className="sr-only">Sale price </span>
            {formatRupees(salePrice)}
          </span>
          <s className="text-sm text-mrp">
            <span className="sr-only">MRP </span>
            {formatRupees(price)}
          </s>
        </>
      ) : (
        <span className={`${main} font-semibold text-gold-700`}>{formatRupees(price)}</span>
      )}
    </span>
  );
}
