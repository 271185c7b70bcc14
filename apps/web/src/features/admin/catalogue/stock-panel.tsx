import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProduct,
  type AdminStockAdjustBody,
  type AdminStockAdjustForm,
  adminStockAdjustBodySchema,
  CATALOGUE_ADMIN_MSG,
  formatOrderTimestamp,
  PRODUCT_TYPE,
  STOCK_MOVEMENT_REASONS,
  type StockMovement,
} from '@storefront/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { bindField, useServerForm } from '@/components/ui/form';
import { useAdjustStock, useStockHistory } from '../api/catalogue';
import { type Columns, DataTable, HeaderRow, twoLineColumn } from '../data-table';
import { NumberField, SelectField, TextField } from '../form-fields';
import { PagedList } from '../list-filters';
import { buttonClass, ErrorText, Panel } from '../ui';

const reasonLabel = (reason: string) =>
  STOCK_MOVEMENT_REASONS[reason as keyof typeof STOCK_MOVEMENT_REASONS] ?? reason;

/** A change with why it was made: the order it went to, or who made it and their note. */
function MovementChange({ movement }: { movement: StockMovement }) {
  const { delta, orderId, receiptId, staffEmail, note } = movement;
  return (
    <div className="wrap-anywhere">
      <p>
        <span className="font-medium">{delta > 0 ? `+${delta}` : String(delta)}</span>{' '}
        <span>{reasonLabel(movement.reason)}</span>
      </p>
      {receiptId ? (
        <p className="text-xs">
          {orderId ? (
            <Link to={`/admin/orders/${orderId}`} className="text-plum-800 underline">
              {receiptId}
            </Link>
          ) : (
            receiptId
          )}
        </p>
      ) : null}
      {staffEmail ? <p className="text-xs text-mrp">{staffEmail}</p> : null}
      {note ? <p className="text-xs text-plum-900">{note}</p> : null}
    </div>
  );
}

// Two columns whose text wraps: from xl up the panel stands beside the product's form under
// 300 px wide, and on a phone hardly more, so the seven columns this had ran off the panel
// into a sideways scroll that the keyboard could not reach.
const historyColumns: Columns<StockMovement> = [
  twoLineColumn(
    'date',
    'Date',
    (movement) => formatOrderTimestamp(movement.createdAt),
    (movement) => movement.sku,
    { mainClassName: 'whitespace-nowrap', className: 'wrap-anywhere' },
  ),
  { id: 'change', header: 'Change', cell: ({ row }) => <MovementChange movement={row.original} /> },
];

/** Each SKU that holds stock: the product's own, or each variation's. */
const stockRows = (product: AdminProduct) =>
  product.productType === PRODUCT_TYPE.variable
    ? product.variations.map((variation) => ({
        sku: variation.sku,
        name: Object.values(variation.attributes).join(' / '),
        stock: variation.stock,
      }))
    : [{ sku: product.sku, name: product.title, stock: product.stock }];

function AdjustForm({ product }: { product: AdminProduct }) {
  const adjust = useAdjustStock(product.id);
  const skus = stockRows(product);
  const [done, setDone] = useState<string | null>(null);
  const form = useServerForm<AdminStockAdjustForm, AdminStockAdjustBody>({
    schema: adminStockAdjustBodySchema,
    defaultValues: { sku: skus[0]?.sku ?? '', change: '', note: '' },
    fields: ['sku', 'change', 'note'],
    submit: async (body) => {
      setDone(null);
      const answer = await adjust.mutateAsync(body);
      setDone(answer.message || CATALOGUE_ADMIN_MSG.stockAdjusted);
      form.reset({ sku: body.sku, change: '', note: '' });
    },
  });
  const { register, onSubmit, failure } = form;
  const { errors, isSubmitting } = form.formState;
  const field = bindField(register, errors);
  return (
    <form
      onSubmit={(event) => {
        // the last adjustment's confirmation goes with the next try, refused or not
        setDone(null);
        return onSubmit(event);
      }}
      noValidate
      aria-label="Adjust stock"
      className="space-y-3"
    >
      <div className="grid gap-3">
        <SelectField label="Stock SKU" options={skus.map((row) => row.sku)} {...field('sku')} />
        <NumberField label="Change" hint="+ in, − out" kind="whole" min={null} {...field('change')} />
        <TextField label="Note" {...field('note')} />
        <button type="submit" className={buttonClass} disabled={isSubmitting}>
          Adjust
        </button>
      </div>
      {failure ? <ErrorText>{failure}</ErrorText> : null}
      {done ? (
        <p role="status" className="text-sm text-emerald-800">
          {done}
        </p>
      ) : null}
    </form>
  );
}

/** A saved product's stock per SKU, its adjustment and the history of every change. */
export function StockPanel({ product }: { product: AdminProduct }) {
  const [page, setPage] = useState(1);
  const history = useStockHistory(product.id, page);
  return (
    <Panel title="Stock">
      <div className="space-y-4">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Current stock</caption>
          <thead className="text-xs uppercase tracking-wide text-plum-700">
            <HeaderRow className="py-1" cells={['SKU', 'Item', { label: 'In stock', right: true }]} />
          </thead>
          <tbody>
            {stockRows(product).map((row) => (
              <tr key={row.sku} className="border-t border-ivory-200">
                <td className="py-1 pr-3 break-all">{row.sku}</td>
                <td className="py-1 pr-3">{row.name}</td>
                <td className="py-1 text-right" data-testid={`stock-${row.sku}`}>
                  {row.stock}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {/* a save that renames, adds or removes a SKU starts the form again: its select
            must send one of the SKUs it shows, not the one chosen before the save */}
        <AdjustForm
          key={stockRows(product)
            .map((row) => row.sku)
            .join('\n')}
          product={product}
        />
        <h3 className="font-serif text-base text-plum-800">History</h3>
        <PagedList
          query={history}
          loading="Loading stock history…"
          empty="No stock changes yet."
          noun={['change', 'changes']}
          page={page}
          pageSize={history.data?.pageSize ?? ADMIN_PRODUCTS_PAGE_SIZE}
          onPage={setPage}
        >
          {(items) => <DataTable rows={items} columns={historyColumns} caption="Stock history" />}
        </PagedList>
      </div>
    </Panel>
  );
}
