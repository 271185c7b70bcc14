import { type AdminHomeProduct, mediaAtWidth } from '@storefront/shared';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FieldMessage } from '@/components/ui/form';
import { useAdminProducts } from '../api/catalogue';
import { onEnter } from '../form-fields';
import { ListEntryButtons } from '../row-actions';
import { inputClass, quietButtonClass, StatusBadge } from '../ui';

const SEARCH_DELAY_MS = 250;
const RESULTS = 8;
const rowButton = `${quietButtonClass} px-2 py-1.5`;

/** The storefront shows only Active products: the console says so beside any other. */
function ProductLine({ product, className = '' }: { product: AdminHomeProduct; className?: string }) {
  return (
    <span className={`flex min-w-0 flex-1 items-center gap-2 ${className}`}>
      {product.image ? (
        <img
          src={mediaAtWidth(product.image, 320)}
          alt=""
          className="size-9 shrink-0 rounded object-cover"
          loading="lazy"
        />
      ) : null}
      <span className="min-w-0 flex-1 truncate text-sm">{product.title}</span>
      {product.status === 'Active' ? null : <StatusBadge value={`${product.status}: not shown`} />}
    </span>
  );
}

/**
 * Finds the shop's products by title or SKU (the console's product list, any status) and hands
 * the chosen one over; ids are never typed. `exclude` leaves out those already chosen.
 */
export function ProductSearch({
  label,
  exclude = [],
  onPick,
}: {
  label: string;
  exclude?: string[];
  onPick: (product: AdminHomeProduct) => void;
}) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    // asked once typing pauses, not for every letter
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const products = useAdminProducts({ q: q || undefined, pageSize: RESULTS });
  const found = (products.data?.items ?? []).filter((item) => !exclude.includes(item.id));
  return (
    <div className="space-y-2">
      <input
        type="search"
        aria-label={label}
        placeholder="Search products by name or SKU"
        className={inputClass}
        value={text}
        onChange={(event) => setText(event.target.value)}
        // Enter searches at once, without waiting for the pause
        onKeyDown={onEnter(() => setQ(text.trim()))}
      />
      {products.isPending ? <p className="text-xs text-plum-700">Loading products…</p> : null}
      {products.isSuccess && found.length === 0 ? (
        <p className="text-xs text-plum-700">No products found</p>
      ) : null}
      {found.length > 0 ? (
        <ul className="max-h-72 space-y-1 overflow-y-auto" aria-label="Products found">
          {found.map((item) => {
            const product = { id: item.id, title: item.title, image: item.image, status: item.status };
            return (
              <li key={item.id} className="flex items-center gap-2 rounded-lg border border-ivory-200 p-1.5">
                <ProductLine product={product} />
                <span className="hidden text-xs text-mrp sm:inline">{item.sku}</span>
                <button
                  type="button"
                  className={`${quietButtonClass} px-2.5 py-1.5`}
                  aria-label={`Choose ${item.title}`}
                  onClick={() => onPick(product)}
                >
                  <Plus aria-hidden size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** A slider card's View Products target: none, or one product picked by a search. */
export function LinkedProductField({
  value,
  initial,
  onChange,
  error,
}: {
  value: string;
  initial: AdminHomeProduct | null;
  onChange: (id: string) => void;
  error?: string;
}) {
  const errorId = useId();
  const [chosen, setChosen] = useState(initial);
  const shown = value && chosen?.id === value ? chosen : null;
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-xs font-medium text-plum-700">Linked product (View Products)</legend>
      {shown ? (
        <div className="flex items-center gap-2 rounded-lg border border-ivory-300 bg-ivory-50 p-2">
          <ProductLine product={shown} />
          <button
            type="button"
            className={`${quietButtonClass} px-2.5 py-1.5`}
            aria-label={`Unlink ${shown.title}`}
            onClick={() => onChange('')}
          >
            <X aria-hidden size={14} />
          </button>
        </div>
      ) : (
        <>
          <p className="text-xs text-mrp">Optional: without one the card has no View Products button.</p>
          <ProductSearch
            label="Linked product"
            onPick={(product) => {
              setChosen(product);
              onChange(product.id);
            }}
          />
        </>
      )}
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}

/** A new-arrival row's products in the row's order: add by search, move, remove. */
export function ProductListField({
  value,
  initial,
  onChange,
  error,
  itemError,
}: {
  value: string[];
  initial: AdminHomeProduct[];
  onChange: (ids: string[]) => void;
  /** The list's own message (none chosen, too many). */
  error?: string;
  /** The message of the product at a place in the list (unknown, chosen twice). */
  itemError: (index: number) => string | undefined;
}) {
  const errorId = useId();
  const [known, setKnown] = useState(() => new Map(initial.map((product) => [product.id, product])));
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-xs font-medium text-plum-700">Products, in the row’s order</legend>
      {value.length > 0 ? (
        <ol className="space-y-1.5" aria-label="Products of the group">
          {value.map((id, index) => {
            const product = known.get(id) ?? { id, title: id, image: '', status: 'Active' as const };
            const message = itemError(index);
            return (
              <li key={id} className="rounded-lg border border-ivory-300 bg-white p-1.5">
                {/* on a phone the buttons go under a title too long to share the line */}
                <div className="flex flex-wrap items-center gap-1.5">
                  <ProductLine product={product} className="min-w-48" />
                  <span className="ml-auto flex gap-1.5">
                    <ListEntryButtons
                      items={value}
                      index={index}
                      what={product.title}
                      onChange={onChange}
                      className={rowButton}
                    />
                  </span>
                </div>
                {message ? <p className="mt-1 text-xs text-sale">{message}</p> : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <FieldMessage id={errorId} error={error} />
      <ProductSearch
        label="Add a product"
        exclude={value}
        onPick={(product) => {
          setKnown((map) => new Map(map).set(product.id, product));
          onChange([...value, product.id]);
        }}
      />
    </fieldset>
  );
}
