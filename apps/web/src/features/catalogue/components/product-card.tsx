import {
  MSG,
  PRODUCT_CARD_CLASS,
  PRODUCT_TYPE,
  type ProductCard as ProductCardData,
  productPath,
  shownPrice,
} from '@storefront/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PriceTag } from '@/components/ui/price-tag';
import { useAddToCart } from '@/features/cart';
import { notify } from '@/lib/toast';
import { productOptions } from '../api/get-product';
import { ProductImage } from './product-image';

// the choosers load on first use, keeping them off the first view of every listing
const VariationChooserModal = lazy(() =>
  import('./variation-chooser-modal').then((m) => ({ default: m.VariationChooserModal })),
);
const GroupedDetailsModal = lazy(() =>
  import('./grouped-details-modal').then((m) => ({ default: m.GroupedDetailsModal })),
);

type ProductCardProps = { product: ProductCardData; eager?: boolean; className?: string };

/** One card of every listing; its action depends on the product type (docs/api.md: Product card). */
export function ProductCard({ product, eager = false, className = '' }: ProductCardProps) {
  const href = productPath(product);
  // the same rule as the product page: a variable product's badge comes from the
  // variation its From price belongs to
  const { mrp, salePrice, percent } = shownPrice(product);
  return (
    <article
      className={`${PRODUCT_CARD_CLASS} ${className}`}
      data-testid="product-card"
      data-product-type={product.product_type}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block">
        <ProductImage src={product.image} alt={product.title} eager={eager} />
        {percent > 0 ? (
          <span className="absolute top-2 left-2 rounded-full bg-gold-500 px-2 py-0.5 text-xs font-semibold text-plum-950">
            {percent}% off
          </span>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <h3 className="line-clamp-2 font-serif text-[0.95rem] leading-snug font-medium text-plum-900 sm:text-base">
          <Link to={href} className="hover:underline">
            {product.title}
          </Link>
        </h3>
        <Link to={href} tabIndex={-1} className="block">
          {product.product_type === PRODUCT_TYPE.variable ? (
            <span className="inline-flex flex-wrap items-baseline gap-x-1">
              <span className="text-sm text-plum-700">From</span>
              <PriceTag price={mrp} salePrice={salePrice} />
            </span>
          ) : (
            <PriceTag price={mrp} salePrice={salePrice} />
          )}
        </Link>
        <div className="mt-auto pt-2">
          <CardActions product={product} href={href} />
        </div>
      </div>
    </article>
  );
}

function CardActions({ product, href }: { product: ProductCardData; href: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  if (product.product_type === PRODUCT_TYPE.variable) {
    return (
      <>
        <button type="button" className="btn-primary w-full" onClick={() => setOpen(true)}>
          Select
        </button>
        {open ? (
          <Suspense fallback={null}>
            <VariationChooserModal
              open
              productId={product.product_id}
              title={product.title}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        ) : null}
      </>
    );
  }

  if (product.product_type === PRODUCT_TYPE.grouped) {
    return (
      <div className="flex flex-col gap-2 lg:flex-row">
        <button type="button" className="btn-outline w-full px-3 lg:flex-1" onClick={() => setOpen(true)}>
          View Details
        </button>
        <button type="button" className="btn-primary w-full px-3 lg:flex-1" onClick={() => navigate(href)}>
          Select Package
        </button>
        {open ? (
          <Suspense fallback={null}>
            <GroupedDetailsModal open product={product} href={href} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    );
  }

  return <SimpleAddButton product={product} />;
}

function SimpleAddButton({ product }: { product: ProductCardData }) {
  const queryClient = useQueryClient();
  const addToCart = useAddToCart();
  const [busy, setBusy] = useState(false);
  const outOfStock = product.totalStock <= 0;

  const add = async () => {
    setBusy(true);
    try {
      // the card carries a summary; the cart line needs the full record (gallery, description)
      const full = await queryClient.fetchQuery(productOptions(product.product_id));
      // busy until the add is answered too, not only the fetch: with the product cached the
      // fetch is instant, and a second tap during the add repeated it
      await addToCart(full);
    } catch (error) {
      console.error(error);
      notify.error(MSG.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="btn-primary w-full"
      disabled={outOfStock || busy}
      aria-busy={busy}
      onClick={add}
    >
      {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
      {/* the name says which product, and still contains the visible words (WCAG 2.5.3) */}
      {outOfStock ? (
        <>
          <span className="sr-only">{product.title}: </span>
          {MSG.outOfStock}
        </>
      ) : (
        <span>
          Add <span className="sr-only">{product.title}</span> to cart
        </span>
      )}
    </button>
  );
}
