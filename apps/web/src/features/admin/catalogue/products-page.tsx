import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductSummary,
  formatRupees,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  STOCK_FILTERS,
} from '@storefront/shared';
import { FileSpreadsheet, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { useAdminCategories, useAdminProducts } from '../api/catalogue';
import { CardsOnPhone, type Columns, DataTable } from '../data-table';
import { FilteredList, type ListFilter, optionsOf, paramOf, useFilteredList } from '../list-filters';
import { buttonClass, quietButtonClass, StatusBadge } from '../ui';

const STOCK_LABEL: Record<(typeof STOCK_FILTERS)[number], string> = { low: 'Low stock', out: 'Out of stock' };

function StockCell({ stock, threshold }: { stock: number; threshold: number }) {
  if (stock <= 0) return <span className="font-medium text-rose-700">Out of stock</span>;
  if (stock <= threshold)
    return (
      <span className="whitespace-nowrap">
        {stock}{' '}
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Low</span>
      </span>
    );
  return <span>{stock}</span>;
}

function PriceCell({ price, salePrice }: { price: number; salePrice: number | null }) {
  if (salePrice === null) return <span>{formatRupees(price)}</span>;
  return (
    <span className="whitespace-nowrap">
      <span className="font-medium text-sale">{formatRupees(salePrice)}</span>{' '}
      <s className="text-xs text-mrp">{formatRupees(price)}</s>
    </span>
  );
}

function Thumbnail({ product }: { product: AdminProductSummary }) {
  return product.image ? (
    <img src={product.image} alt="" className="size-12 shrink-0 rounded object-cover" loading="lazy" />
  ) : null;
}

/** The SKU, and how many variations a variable product has. */
const skuLine = (product: AdminProductSummary) =>
  `${product.sku}${product.variationCount > 0 ? ` · ${product.variationCount} variations` : ''}`;

const columnsFor = (threshold: number): Columns<AdminProductSummary> => [
  { id: 'image', header: 'Image', cell: ({ row }) => <Thumbnail product={row.original} /> },
  {
    id: 'title',
    header: 'Product',
    cell: ({ row }) => (
      <div>
        <Link to={`/admin/products/${row.original.id}`} className="font-medium text-plum-800 underline">
          {row.original.title}
        </Link>
        <p className="text-xs text-mrp">{skuLine(row.original)}</p>
      </div>
    ),
  },
  { id: 'type', header: 'Type', cell: ({ row }) => row.original.productType },
  {
    id: 'price',
    header: 'Price',
    cell: ({ row }) => <PriceCell price={row.original.price} salePrice={row.original.salePrice} />,
  },
  {
    id: 'stock',
    header: 'Stock',
    cell: ({ row }) => <StockCell stock={row.original.totalStock} threshold={threshold} />,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge value={row.original.status} /> },
];

/**
 * A product on a phone, where the table's Stock and Status columns fell off the screen: what
 * the owner scans the list for (the price, the stock with its Low or Out of stock mark, the
 * status) on a card that opens the product wherever it is tapped.
 */
function ProductCard({ product, threshold }: { product: AdminProductSummary; threshold: number }) {
  return (
    <Link
      to={`/admin/products/${product.id}`}
      className="flex gap-3 rounded-xl border border-ivory-300 bg-white p-3 text-sm hover:border-plum-900/30"
    >
      <Thumbnail product={product} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <span className="font-medium text-plum-800">{product.title}</span>
          <PriceCell price={product.price} salePrice={product.salePrice} />
        </div>
        <p className="text-xs text-mrp wrap-anywhere">{skuLine(product)}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-mrp">
          {/* "Out of stock" says it all; a count needs the word */}
          <span>
            {product.totalStock > 0 ? 'Stock ' : null}
            <StockCell stock={product.totalStock} threshold={threshold} />
          </span>
          <StatusBadge value={product.status} />
          <span>{product.productType}</span>
        </div>
      </div>
    </Link>
  );
}

const filtersFor = (
  categories: readonly { name: string }[],
): ListFilter<'q' | 'type' | 'status' | 'category' | 'stock'>[] => [
  { key: 'q', label: 'Search products', placeholder: 'Title or SKU' },
  { key: 'type', label: 'Type', all: 'All types', options: optionsOf(PRODUCT_TYPES) },
  { key: 'status', label: 'Status', all: 'All statuses', options: optionsOf(PRODUCT_STATUSES) },
  {
    key: 'category',
    label: 'Category',
    all: 'All categories',
    options: optionsOf(categories.map((category) => category.name)),
  },
  { key: 'stock', label: 'Stock', all: 'Any stock', options: optionsOf(STOCK_FILTERS, STOCK_LABEL) },
];

/** Only values the server knows reach it from the address bar; anything else is no filter. */
const readFilters = (params: URLSearchParams) => ({
  q: paramOf(params, 'q'),
  type: paramOf(params, 'type', PRODUCT_TYPES),
  status: paramOf(params, 'status', PRODUCT_STATUSES),
  category: paramOf(params, 'category'),
  stock: paramOf(params, 'stock', STOCK_FILTERS),
});

/** /admin/products: the catalogue, last changed first, filtered and paged by the server. */
export function AdminProductsPage(_: { id?: string }) {
  usePageTitle('Products · Console');
  const list = useFilteredList(ADMIN_PRODUCTS_PAGE_SIZE, readFilters, useAdminProducts);
  const categories = useAdminCategories();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-plum-900">Products</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/products/import" className={quietButtonClass}>
            <FileSpreadsheet aria-hidden size={16} /> Import or export CSV
          </Link>
          <Link to="/admin/products/new" className={buttonClass}>
            <Plus aria-hidden size={16} /> New product
          </Link>
        </div>
      </div>
      <FilteredList
        list={list}
        filters={filtersFor(categories.data ?? [])}
        noun={['product', 'products']}
        className="sm:grid-cols-2 xl:grid-cols-5"
      >
        {(items) => {
          const threshold = list.rows.data?.lowStockThreshold ?? 0;
          return (
            <CardsOnPhone
              rows={items}
              label="Products"
              card={(product) => <ProductCard product={product} threshold={threshold} />}
              table={<DataTable rows={items} columns={columnsFor(threshold)} caption="Products" />}
            />
          );
        }}
      </FilteredList>
    </div>
  );
}
