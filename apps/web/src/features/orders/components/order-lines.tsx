import { discountPercent, formatRupees, ORDER_MSG, type OrderItem, productPath } from '@storefront/shared';
import { Link } from 'react-router';
import { SquareImage } from '@/components/ui/square-image';

/** What a line needs to be shown: an ordered item, or a cart line about to be ordered. */
export type OrderLine = Pick<
  OrderItem,
  | 'product_sku'
  | 'product_name'
  | 'product_image'
  | 'product_price'
  | 'product_saleprice'
  | 'quantity'
  | 'variation_attributes'
> & { product_id?: string | null };

/**
 * Where the lines are shown:
 * - `card`: My Account's order card, the price paid each, × quantity, and View Product;
 * - `track`: the track page, MRP struck through with the percent off beside the sale price;
 * - `review`: checkout's summary, × quantity and the line's total.
 * The invoice keeps its own table: its rows carry HSN, GST and taxable columns.
 */
export type OrderLinesVariant = 'card' | 'track' | 'review';

const LOOK = {
  card: {
    list: 'divide-y divide-ivory-300',
    item: 'flex gap-3 py-3 first:pt-0 last:pb-0',
    testId: 'order-item',
    image: 64,
    imageClass: 'size-16 rounded-xl',
    empty: 'text-sm text-plum-700',
  },
  track: {
    list: 'mt-3 divide-y divide-ivory-300',
    item: 'flex gap-3 py-3 last:pb-0',
    testId: 'track-item',
    image: 72,
    imageClass: 'size-18 rounded-xl',
    empty: 'mt-3 text-sm text-plum-700',
  },
  review: {
    list: 'max-h-96 space-y-3 overflow-y-auto pr-1',
    item: 'flex gap-3',
    testId: 'checkout-line',
    image: 56,
    imageClass: 'size-14 rounded-lg',
    empty: 'text-sm text-plum-700',
  },
} as const;

/** "Size: 50 ml · Scent: Rose": a line's chosen variation. */
export function variationText(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, term]) => `${name}: ${term}`)
    .join(' · ');
}

/** An order's lines, or No products in this order when there are none. */
export function OrderLines({
  lines,
  variant,
  label,
}: {
  lines: readonly OrderLine[];
  variant: OrderLinesVariant;
  /** The list's accessible name. */
  label?: string;
}) {
  const look = LOOK[variant];
  if (lines.length === 0) return <p className={look.empty}>{ORDER_MSG.noProductsInOrder}</p>;
  return (
    <ul className={look.list} aria-label={label}>
      {lines.map((line) => (
        <li key={line.product_sku} className={look.item} data-testid={look.testId}>
          <SquareImage
            src={line.product_image}
            size={look.image}
            loading="lazy"
            className={`${look.imageClass} shrink-0 bg-gradient-to-br from-ivory-100 to-plum-100 object-contain`}
          />
          {variant === 'card' ? <CardLine line={line} /> : null}
          {variant === 'track' ? <TrackLine line={line} /> : null}
          {variant === 'review' ? <ReviewLine line={line} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Variation({ line, className }: { line: OrderLine; className: string }) {
  const text = variationText(line.variation_attributes);
  return text ? <p className={className}>{text}</p> : null;
}

function CardLine({ line }: { line: OrderLine }) {
  return (
    <>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-plum-900">{line.product_name}</p>
        <p className="mt-0.5 text-plum-700">
          <span className="font-semibold text-gold-700">
            {formatRupees(line.product_saleprice ?? line.product_price)}
          </span>
          {line.quantity > 1 ? <span> × {line.quantity}</span> : null}
        </p>
        <Variation line={line} className="mt-0.5 text-xs text-plum-700" />
      </div>
      {line.product_id ? (
        <Link
          to={productPath({ title: line.product_name, product_id: line.product_id })}
          className="inline-flex min-h-10 shrink-0 items-center self-center text-sm font-medium text-plum-700 underline underline-offset-4 hover:text-plum-900"
          aria-label={`View Product ${line.product_name}`}
        >
          View Product
        </Link>
      ) : null}
    </>
  );
}

function TrackLine({ line }: { line: OrderLine }) {
  const off = discountPercent(line.product_price, line.product_saleprice);
  return (
    <div className="min-w-0 flex-1 text-sm">
      <p className="font-medium text-plum-900">{line.product_name}</p>
      <Variation line={line} className="text-xs text-plum-700" />
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        {off > 0 && line.product_saleprice != null ? (
          <>
            <s className="text-mrp">
              <span className="sr-only">MRP </span>
              {formatRupees(line.product_price)}
            </s>
            <span className="text-xs font-semibold text-emerald-700">{off}% off</span>
            <span className="font-semibold text-sale">
              <span className="sr-only">Sale price </span>
              {formatRupees(line.product_saleprice)}
            </span>
          </>
        ) : (
          <span className="font-semibold text-gold-700">{formatRupees(line.product_price)}</span>
        )}
      </p>
      <p className="mt-0.5 text-xs text-plum-700">Qty: {line.quantity}</p>
    </div>
  );
}

function ReviewLine({ line }: { line: OrderLine }) {
  return (
    <>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-plum-900">
          {line.product_name} <span className="text-plum-700">× {line.quantity}</span>
        </p>
        <Variation line={line} className="text-xs text-plum-700" />
      </div>
      <p className="shrink-0 text-sm font-medium text-plum-900">
        {formatRupees((line.product_saleprice ?? line.product_price) * line.quantity)}
      </p>
    </>
  );
}
