import { CATALOGUE_ADMIN_MSG, MSG } from '@storefront/shared';
import { ArrowLeft, Copy, Power } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import {
  useAdminCategories,
  useAdminProduct,
  useDuplicateProduct,
  useSaveProduct,
  useSetProductStatus,
} from '../api/catalogue';
import { ErrorText, quietButtonClass, StatusBadge } from '../ui';
import { ProductForm } from './product-form';
import { StockPanel } from './stock-panel';

/** What a page shows after it sent the owner to it (a product just created or copied). */
type Arrival = { notice?: string } | null;

/** /admin/products/:id, with `new` for a product not yet saved. */
export function AdminProductPage({ id }: { id: string }) {
  const isNew = id === 'new';
  const navigate = useNavigate();
  const location = useLocation();
  const product = useAdminProduct(id, !isNew);
  const categories = useAdminCategories();
  const save = useSaveProduct(isNew ? null : id);
  const duplicate = useDuplicateProduct(id);
  const setStatus = useSetProductStatus(id);
  // the notice is per visit: a save here replaces the one brought from another page
  const [notice, setNotice] = useState<{ at: string; text: string } | null>(null);
  const arrival = (location.state as Arrival)?.notice;
  const shownNotice = notice?.at === location.key ? notice.text : arrival;
  const [failure, setFailure] = useState<string | null>(null);
  // a save opens the form afresh from the saved product (saved variations lose their stock box)
  const [version, setVersion] = useState(0);
  usePageTitle(`${isNew ? 'New product' : (product.data?.title ?? 'Product')} · Console`);

  const onSave = async (body: Parameters<typeof save.mutateAsync>[0]) => {
    setFailure(null);
    const answer = await save.mutateAsync(body);
    if (isNew) {
      navigate(`/admin/products/${answer.product.id}`, {
        state: { notice: answer.message || CATALOGUE_ADMIN_MSG.productCreated },
      });
      return;
    }
    setNotice({ at: location.key, text: answer.message || CATALOGUE_ADMIN_MSG.productSaved });
    setVersion((count) => count + 1);
  };
  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    setNotice({ at: location.key, text: '' });
    try {
      await action();
    } catch (error) {
      setFailure(serverMessage(error) ?? MSG.somethingWentWrong);
    }
  };
  const onDuplicate = () =>
    run(async () => {
      const answer = await duplicate.mutateAsync();
      navigate(`/admin/products/${answer.product.id}`, {
        state: { notice: answer.message || CATALOGUE_ADMIN_MSG.productDuplicated },
      });
    });
  const onToggle = (status: 'Active' | 'Inactive') =>
    run(async () => {
      const answer = await setStatus.mutateAsync(status);
      if (answer.message) setNotice({ at: location.key, text: answer.message });
    });

  const loading = (!isNew && product.isPending) || categories.isPending;
  const loadError = (!isNew && product.error) || categories.error;
  const saved = isNew ? undefined : product.data;

  return (
    <div className="space-y-4">
      <Link to="/admin/products" className="inline-flex items-center gap-1 text-sm text-plum-700 underline">
        <ArrowLeft aria-hidden size={14} /> Products
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-plum-900">
          {isNew ? 'New product' : (saved?.title ?? 'Product')}{' '}
          {saved ? <StatusBadge value={saved.status} /> : null}
        </h1>
        {saved ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={quietButtonClass}
              disabled={duplicate.isPending}
              onClick={onDuplicate}
            >
              <Copy aria-hidden size={14} /> Duplicate
            </button>
            <button
              type="button"
              className={quietButtonClass}
              disabled={setStatus.isPending}
              onClick={() => onToggle(saved.status === 'Active' ? 'Inactive' : 'Active')}
            >
              <Power aria-hidden size={14} /> {saved.status === 'Active' ? 'Deactivate' : 'Activate'}
            </button>
          </div>
        ) : null}
      </div>
      {shownNotice ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {shownNotice}
        </p>
      ) : null}
      {failure ? <ErrorText>{failure}</ErrorText> : null}
      {loadError ? <ErrorText>{serverMessage(loadError) ?? MSG.somethingWentWrong}</ErrorText> : null}
      {loading && !loadError ? <p className="text-sm text-plum-700">Loading…</p> : null}
      {!loading && !loadError ? (
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:items-start">
          <ProductForm
            key={`${id}-${version}`}
            product={saved}
            categories={categories.data ?? []}
            onSave={onSave}
          />
          {saved ? <StockPanel key={saved.id} product={saved} /> : null}
        </div>
      ) : null}
    </div>
  );
}
