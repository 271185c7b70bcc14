import {
  deliveryDate,
  formatDeliveryDate,
  formatRupees,
  mediaAtWidth,
  productPath,
} from '@storefront/shared';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { SquareImage } from '@/components/ui/square-image';
import type { CartViewLine } from '../use-cart';

type Props = {
  line: CartViewLine;
  onIncrease: (line: CartViewLine) => Promise<boolean>;
  onDecrease: (line: CartViewLine) => Promise<boolean>;
  onRemove: (line: CartViewLine) => Promise<boolean>;
};

/**
 * One cart line: image, name with quantity, delivery-by date, variation attributes, price,
 * minus and plus (minus disabled at 1) and remove. A line that cannot be ordered is greyed
 * with its reason; it can still be removed, or lowered when stock fell below its quantity.
 * Memoised: changing one line of a long cart re-renders that row only.
 */
export const CartLineItem = memo(function CartLineItem({ line, onIncrease, onDecrease, onRemove }: Props) {
  const [removing, setRemoving] = useState(false);
  const attributes = Object.entries(line.variation_attributes);
  const href = productPath({ title: line.product_name, product_id: line.product_id });
  const price = line.product_saleprice ?? line.product_price;
  const onSale = line.product_saleprice != null && line.product_saleprice < line.product_price;
  const name = line.product_name || 'This product';

  return (
    <li
      className={`flex gap-3 rounded-2xl border p-3 sm:gap-4 sm:p-4 ${
        line.available ? 'border-ivory-300 bg-ivory-50' : 'border-dashed border-plum-200 bg-ivory-200/60'
      }`}
      data-testid="cart-line"
      data-sku={line.product_sku}
      data-available={line.available}
    >
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <SquareImage
          src={mediaAtWidth(line.product_image, 320)}
          size={96}
          loading="lazy"
          decoding="async"
          className={`size-20 rounded-xl bg-gradient-to-br from-ivory-100 to-plum-100 object-contain sm:size-24 ${
            line.available ? '' : 'opacity-50 grayscale'
          }`}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={href}
            className={`min-w-0 font-serif font-medium leading-snug hover:underline ${
              line.available ? 'text-plum-900' : 'text-plum-700'
            }`}
          >
            <span data-testid="cart-line-name">{name}</span>{' '}
            <span className="font-sans text-sm whitespace-nowrap text-plum-700" data-testid="cart-line-qty">
              × {line.quantity}
            </span>
          </Link>
          <p className="shrink-0 text-right">
            <span className={`block font-semibold ${line.available ? 'text-sale' : 'text-mrp'}`}>
              {formatRupees(price * line.quantity)}
            </span>
            {onSale ? (
              <s className="block text-xs text-mrp">{formatRupees(line.product_price * line.quantity)}</s>
            ) : null}
          </p>
        </div>
        {attributes.length > 0 ? (
          <p className="text-xs text-plum-700" data-testid="cart-line-attributes">
            {attributes.map(([attribute, term]) => `${attribute}: ${term}`).join(' · ')}
          </p>
        ) : null}
        {line.available ? (
          <p className="text-xs text-plum-700">
            Delivery by{' '}
            <span className="font-medium text-plum-900">
              {formatDeliveryDate(deliveryDate(line.delivery_days))}
            </span>
            {line.quantity > 1 ? <span className="text-plum-500"> · {formatRupees(price)} each</span> : null}
          </p>
        ) : (
          <p className="text-xs font-medium text-sale" role="note">
            {line.unavailable_msg}
          </p>
        )}
        <div className="mt-1 flex items-center gap-3">
          <div className="flex items-center rounded-full border border-ivory-300 bg-white">
            <button
              type="button"
              aria-label={`Decrease quantity of ${name}`}
              disabled={line.quantity <= 1}
              onClick={() => void onDecrease(line)}
              className="grid size-10 place-items-center rounded-full text-plum-900 hover:bg-plum-900/5 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent"
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <output className="w-8 text-center text-sm font-medium" aria-label={`Quantity of ${name}`}>
              {line.quantity}
            </output>
            <button
              type="button"
              aria-label={`Increase quantity of ${name}`}
              disabled={!line.available}
              onClick={() => void onIncrease(line)}
              className="grid size-10 place-items-center rounded-full text-plum-900 hover:bg-plum-900/5 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent"
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <button
            type="button"
            disabled={removing}
            aria-label={`Remove ${name} from cart`}
            onClick={async () => {
              setRemoving(true);
              const removed = await onRemove(line);
              if (!removed) setRemoving(false);
            }}
            className="ml-auto inline-flex min-h-10 items-center gap-1 rounded-full px-3 text-sm text-sale hover:bg-sale/5 disabled:opacity-50"
          >
            <Trash2 className="size-4" aria-hidden="true" /> Remove
          </button>
        </div>
      </div>
    </li>
  );
});
