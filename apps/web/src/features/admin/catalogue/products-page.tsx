import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductSummary,
  type AdminProductsQuery,
  formatRupees,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  STOCK_FILTERS,
} from '@storefront/shared';
import { FileSpreadsheet, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { useAdminCategories, useAdminProducts } from '../api/catalogue';
import { type Columns, DataTable, pageOf, updateParams } from '../data-table';
import { FilterBar, PagedList, SearchFilter, SelectFilter } from '../list-filters';
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

const columnsFor = (threshold: number): Columns<AdminProductSummary> => [
  {
    id: 'image',
    header: 'Image',
    cell: ({ row }) =>
      row.original.image ? (
        <img src={row.original.image} alt="" className="size-12 rounded object-cover" loading="lazy" />
      ) : null,
  },
  {
    id: 'title',
    header: 'Product',
    cell: ({ row }) => (
      <div>
        <Link to={`/admin/products/${row.original.id}`} className="font-medium text-plum-800 underline">
          {row.original.title}
        </Link>
        <p className="text-xs text-mrp">
          {row.original.sku}
          {row.original.variationCount > 0 ? ` · ${row.original.variationCount} variations` : ''}
        </p>
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

type Filters = Pick<AdminProductsQuery, 'q' | 'type' | 'status' | 'category' | 'stock'>;

/** Only values the server knows reach it from the address bar; anything else is no filter. */
function readQuery(params: URLSearchParams): AdminProductsQuery {
  const pick = <T extends string>(key: string, values: readonly T[]) => {
    const value = params.get(key);
    return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
  };
  return {
    q: params.get('q') || undefined,
    type: pick('type', PRODUCT_TYPES),
    status: pick('status', PRODUCT_STATUSES),
    category: params.get('category') || undefined,
    stock: pick('stock', STOCK_FILTERS),
    page: pageOf(params),
    pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
  };
}

/** /admin/products: the catalogue, last changed first, filtered and paged by the server. */
export function AdminProductsPage(_: { id?: string }) {
  usePageTitle('Products · Console');
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const products = useAdminProducts(query);
  const categories = useAdminCategories();
  const update = (changes: Filters & { page?: string }) =>
    setParams(updateParams(params, changes), { replace: true });

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
      <FilterBar className="sm:grid-cols-2 xl:grid-cols-5">
        <SearchFilter
          label="Search products"
          placeholder="Title or SKU"
          value={query.q}
          onSearch={(q) => update({ q })}
        />
        <SelectFilter
          label="Type"
          all="All types"
          value={query.type}
          options={PRODUCT_TYPES.map((type) => [type, type] as const)}
          onChange={(type) => update({ type: (type || undefined) as Filters['type'] })}
        />
        <SelectFilter
          label="Status"
          all="All statuses"
          value={query.status}
          options={PRODUCT_STATUSES.map((status) => [status, status] as const)}
          onChange={(status) => update({ status: (status || undefined) as Filters['status'] })}
        />
        <SelectFilter
          label="Category"
          all="All categories"
          value={query.category}
          options={(categories.data ?? []).map((category) => [category.name, category.name] as const)}
          onChange={(category) => update({ category })}
        />
        <SelectFilter
          label="Stock"
          all="Any stock"
          value={query.stock}
          options={STOCK_FILTERS.map((stock) => [stock, STOCK_LABEL[stock]] as const)}
          onChange={(stock) => update({ stock: (stock || undefined) as Filters['stock'] })}
        />
      </FilterBar>
      <PagedList
        query={products}
        loading="Loading products…"
        empty="No products match these filters."
        noun={['product', 'products']}
        page={Number(query.page ?? 1)}
        pageSize={ADMIN_PRODUCTS_PAGE_SIZE}
        onPage={(page) => update({ page: String(page) })}
      >
        {(items) => (
          <DataTable
            rows={items}
            columns={columnsFor(products.data?.lowStockThreshold ?? 0)}
            caption="Products"
          />
        )}
      </PagedList>
    </div>
  );
}
