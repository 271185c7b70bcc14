import { formatRupees, MSG, type Product, type Variation } from '@storefront/shared';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonBars } from '@/components/ui/skeleton';
import { SquareImage } from '@/components/ui/square-image';
import { useAddToCart } from '@/features/cart';
import { useProduct } from '../api/get-product';

type Props = { open: boolean; productId: string; title: string; onClose: () => void };

/** '{title} - Choose a Variation': one card per variation with its own Add to Cart. */
export function VariationChooserModal({ open, productId, title, onClose }: Props) {
  const product = useProduct(open ? productId : null);
  const addToCart = useAddToCart();
  // the SKU being added: its button busy and every Add to Cart disabled until the server
  // answers, since the chooser closes once a variation is in
  const [adding, setAdding] = useState<string | null>(null);

  const add = async (data: Product, variation: Variation) => {
    setAdding(variation.sku);
    try {
      if (await addToCart(data, variation)) onClose();
    } finally {
      setAdding(null);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={`${title}${MSG.chooseVariationSuffix}`} size="lg">
      <QueryState
        query={product}
        pending={<SkeletonBars className="grid gap-3 sm:grid-cols-2" bars={['h-32', 'h-32']} />}
      >
        {(data) => (
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.variation.map((variation) => {
              const inStock = variation.stock > 0;
              const label = Object.values(variation.attributes).join(' / ');
              return (
                <li
                  key={variation.sku}
                  className="flex gap-3 rounded-xl border border-ivory-300 bg-ivory-100 p-3"
                  data-testid="variation-card"
                >
                  <SquareImage
                    src={variation.imageUrl || data.image}
                    alt={`${data.title} ${label}`.trim()}
                    size={88}
                    loading="lazy"
                    className="size-22 shrink-0 rounded-lg bg-ivory-200 object-contain"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                    {label ? <p className="font-medium text-plum-900">{label}</p> : null}
                    <p className="text-xs text-mrp">SKU: {variation.sku}</p>
                    <p>
                      Price:{' '}
                      <span
                        className={
                          variation.salePrice != null
                            ? 'text-mrp line-through'
                            : 'font-semibold text-gold-700'
                        }
                      >
                        {formatRupees(variation.price)}
                      </span>
                    </p>
                    {variation.salePrice != null ? (
                      <p>
                        Sale price:{' '}
                        <span className="font-semibold text-sale">{formatRupees(variation.salePrice)}</span>
                      </p>
                    ) : null}
                    <p className="text-xs text-plum-700">Stock: {variation.stock}</p>
                    <button
                      type="button"
                      className="btn-primary mt-1 min-h-9 self-start px-4"
                      disabled={!inStock || adding !== null}
                      aria-busy={adding === variation.sku}
                      onClick={() => void add(data, variation)}
                    >
                      {adding === variation.sku ? (
                        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                      ) : null}
                      {inStock ? 'Add to Cart' : MSG.outOfStock}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Modal>
  );
}
