import {
  decodeProductSegment,
  formatRupees,
  initialSelection,
  MSG,
  matchVariation,
  PAGE_CLASS,
  PRODUCT_BREADCRUMB_CLASS,
  PRODUCT_BREADCRUMB_TEXT,
  PRODUCT_COLUMNS_CLASS,
  PRODUCT_TYPE,
  productImages,
  type Selection,
  savedAmount,
  selectTerm,
  shownPrice,
} from '@storefront/shared';
import { Loader2, ShoppingBag, Truck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { ErrorNote } from '@/components/ui/error-note';
import { LabelledPanel } from '@/components/ui/labelled-panel';
import { NotFoundView } from '@/components/ui/not-found-view';
import { PriceTag } from '@/components/ui/price-tag';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { useAddToCart } from '@/features/cart';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useProduct } from '../api/get-product';
import { GroupedItems } from '../components/grouped-items';
import { AttributeSelectors } from './attribute-selectors';
import { ImageCarousel } from './image-carousel';
import { PincodeChecker } from './pincode-checker';
import { ProductJsonLd } from './product-json-ld';

/** /product/{encodedTitle}/{encodedProductId} */
export function ProductPage() {
  const params = useParams();
  const productId = params.productId ? decodeProductSegment(params.productId) : null;
  const product = useProduct(productId);

  if (productId === null) return <NotFoundView />;
  if (product.isError) {
    const status = product.error instanceof ApiError ? product.error.status : 0;
    if (status === 404 || status === 400) return <NotFoundView />;
    return (
      <div className="container-page py-10">
        <ErrorNote message={MSG.somethingWentWrong} />
      </div>
    );
  }
  if (product.isPending) return <ProductPageSkeleton />;
  return <ProductDetail key={product.data.product_id} product={product.data} />;
}

function ProductDetail({ product }: { product: NonNullable<ReturnType<typeof useProduct>['data']> }) {
  const isVariable = product.product_type === PRODUCT_TYPE.variable;
  const isGrouped = product.product_type === PRODUCT_TYPE.grouped;
  const [selection, setSelection] = useState<Selection>(() => (isVariable ? initialSelection(product) : {}));
  const variation = useMemo(
    () => (isVariable ? matchVariation(product, selection) : null),
    [isVariable, product, selection],
  );
  const addToCart = useAddToCart();
  // busy until the add is answered: a second tap meanwhile would only repeat it (the hook sends
  // it once), and a phone on a slow line otherwise shows no sign that the first one went
  const [adding, setAdding] = useState(false);
  usePageTitle(product.title);

  // one rule with the product card: the chosen variation's prices, else the card's pair
  const { mrp: price, salePrice, percent } = shownPrice(product, variation);
  const stock = variation ? variation.stock : isVariable ? 0 : product.totalStock;
  const sku = variation?.sku ?? product.sku;
  const images = useMemo(() => productImages(product, variation), [variation, product]);
  const saved = savedAmount(price, salePrice);
  const chosenAll = !isVariable || variation !== null;
  const canAdd = chosenAll && stock > 0;

  const add = async () => {
    setAdding(true);
    try {
      await addToCart(product, variation);
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className={PAGE_CLASS}>
      <ProductJsonLd product={product} variation={variation} />
      <nav aria-label="Breadcrumb" className={PRODUCT_BREADCRUMB_CLASS}>
        <Link to="/" className="hover:underline">
          {PRODUCT_BREADCRUMB_TEXT.home}
        </Link>{' '}
        <span aria-hidden="true">/</span>{' '}
        <Link to="/Products" className="hover:underline">
          {PRODUCT_BREADCRUMB_TEXT.products}
        </Link>{' '}
        <span aria-hidden="true">/</span>{' '}
        <span aria-current="page" className="text-plum-900">
          {product.title}
        </span>
      </nav>
      <div className={PRODUCT_COLUMNS_CLASS}>
        <ImageCarousel images={images} alt={product.title} />
        <div className="flex flex-col gap-5">
          <div>
            {product.category.length > 0 ? (
              <p className="mb-1 text-sm font-medium tracking-wide text-gold-700">
                {product.category.join(' · ')}
              </p>
            ) : null}
            <h1 className="font-serif text-3xl leading-tight text-plum-900 sm:text-4xl">{product.title}</h1>
          </div>
          <div className="flex flex-col gap-1" data-testid="product-price">
            <PriceTag price={price} salePrice={salePrice} size="lg" />
            {saved > 0 ? (
              <p className="text-sm font-medium text-emerald-800">
                Save {formatRupees(saved)} ({percent}% off)
              </p>
            ) : null}
            <p className="text-xs text-plum-700">Inclusive of all taxes</p>
          </div>
          {product.short_description ? (
            <p className="leading-relaxed text-plum-800">{product.short_description}</p>
          ) : null}

          {isVariable && product.attribute.length > 0 ? (
            <AttributeSelectors
              attributes={product.attribute}
              selection={selection}
              onSelect={(name, term) => setSelection((current) => selectTerm(product, current, name, term))}
            />
          ) : null}

          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-plum-700">SKU</dt>
            <dd data-testid="product-sku">{sku}</dd>
            <dt className="text-plum-700">Availability</dt>
            <dd data-testid="product-stock" className={stock > 0 ? 'text-emerald-800' : 'text-sale'}>
              {!chosenAll
                ? 'This combination is not available'
                : stock > 0
                  ? `In stock (${stock})`
                  : MSG.outOfStock}
            </dd>
          </dl>

          <button
            type="button"
            className="btn-primary w-full text-base sm:w-auto sm:self-start sm:px-10"
            disabled={!canAdd || adding}
            aria-busy={adding}
            onClick={add}
          >
            {adding ? (
              <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            ) : (
              <ShoppingBag className="size-5" aria-hidden="true" />
            )}
            {canAdd ? 'Add to Cart' : MSG.outOfStock}
          </button>

          {isGrouped && product.grouped_product.length > 0 ? (
            <LabelledPanel
              headingId="package-heading"
              title={MSG.includedInPackage}
              className="rounded-2xl border border-ivory-300 bg-ivory-50 p-4"
              headingClassName="mb-3 font-serif text-lg text-plum-900"
            >
              <GroupedItems items={product.grouped_product} className="grid gap-2 sm:grid-cols-2" />
            </LabelledPanel>
          ) : null}

          <PincodeChecker deliveryDays={product.delivery_days} />
          <p className="flex items-center gap-2 text-sm text-plum-700">
            <Truck className="size-4 text-gold-700" aria-hidden="true" /> Usually delivered in{' '}
            {product.delivery_days} {product.delivery_days === 1 ? 'day' : 'days'}
          </p>
        </div>
      </div>

      <div className="mt-10 max-w-3xl">
        <Accordion
          headingLevel={2}
          defaultOpen="description"
          items={[
            {
              id: 'description',
              title: 'Description',
              content: (
                <p className="whitespace-pre-line">
                  {product.description || product.short_description || 'No description yet.'}
                </p>
              ),
            },
            {
              id: 'specifications',
              title: 'Specifications',
              content:
                product.specifications.length > 0 ? (
                  <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2">
                    {product.specifications.map((spec) => (
                      <div key={spec.label} className="contents">
                        <dt className="font-medium text-plum-900">{spec.label}</dt>
                        <dd>{spec.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <p>No specifications listed.</p>
                ),
            },
            {
              id: 'features',
              title: 'Key Features',
              content:
                product.key_features.length > 0 ? (
                  <ul className="list-disc space-y-1 pl-5">
                    {product.key_features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                ) : (
                  <p>No key features listed.</p>
                ),
            },
          ]}
        />
      </div>
    </div>
  );
}

function ProductPageSkeleton() {
  return (
    <div
      className="container-page grid gap-8 py-6 sm:py-10 lg:grid-cols-2 lg:gap-12"
      role="status"
      aria-busy="true"
      aria-label="Loading product"
    >
      <Skeleton className="aspect-square rounded-3xl" />
      <SkeletonBars
        className="space-y-4"
        bars={['h-10 w-3/4', 'h-8 w-1/3', 'h-20', 'h-12 w-48 rounded-full']}
      />
    </div>
  );
}

export default ProductPage;
