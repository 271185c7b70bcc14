import {
  ADMIN_COUPONS_PAGE_SIZE,
  type AdminCoupon,
  type AdminCouponsQuery,
  COUPON_ADMIN_MSG,
  COUPON_STATE_LABELS,
  COUPON_STATES,
  formatRupees,
  MSG,
} from '@storefront/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminCoupons, useDeleteCoupon, useSetCouponActive } from '../api/coupons';
import { type Columns, DataTable } from '../data-table';
import { FilteredList, type ListFilter, optionsOf, paramOf, useFilteredList } from '../list-filters';
import { IconButton } from '../row-actions';
import { buttonClass, ErrorText, quietButtonClass } from '../ui';
import { CouponStateBadge, datesText, limitsText, offerText, usesText } from './coupon-cells';
import { CouponForm } from './coupon-form';

type Notice = { tone: 'done' | 'refused'; text: string } | null;
type Actions = {
  onEdit: (coupon: AdminCoupon) => void;
  onToggle: (coupon: AdminCoupon) => void;
  onDelete: (coupon: AdminCoupon) => void;
  busy: boolean;
};

// the console's quiet button made smaller, so all three fit beside each other on a phone
const rowButtonClass = quietButtonClass.replace('px-3 py-2', 'px-2 py-1.5');

/** Switch, edit and delete: under the code, so a phone reaches them without scrolling the table sideways. */
function RowActions({ coupon, onEdit, onToggle, onDelete, busy }: Actions & { coupon: AdminCoupon }) {
  return (
    <div className="flex gap-1.5 pt-1">
      <button
        type="button"
        className={rowButtonClass}
        disabled={busy}
        aria-label={`${coupon.active ? 'Deactivate' : 'Activate'} ${coupon.code}`}
        onClick={() => onToggle(coupon)}
      >
        {coupon.active ? 'Deactivate' : 'Activate'}
      </button>
      <IconButton className={rowButtonClass} label={`Edit ${coupon.code}`} onClick={() => onEdit(coupon)}>
        <Pencil aria-hidden size={14} />
      </IconButton>
      <IconButton className={rowButtonClass} label={`Delete ${coupon.code}`} onClick={() => onDelete(coupon)}>
        <Trash2 aria-hidden size={14} />
      </IconButton>
    </div>
  );
}

const columnsFor = (actions: Actions): Columns<AdminCoupon> => [
  {
    id: 'code',
    header: 'Coupon',
    cell: ({ row: { original: coupon } }) => (
      <div className="space-y-1">
        <p className="font-mono font-semibold text-plum-900">{coupon.code}</p>
        <p className="whitespace-nowrap">
          {offerText(coupon)} <CouponStateBadge state={coupon.state} />
        </p>
        <RowActions coupon={coupon} {...actions} />
      </div>
    ),
  },
  {
    id: 'conditions',
    header: 'Conditions',
    cell: ({ row: { original: coupon } }) => (
      <div className="space-y-0.5 text-xs text-plum-800">
        <p>{coupon.minCartValue == null ? 'Any cart' : `Cart from ${formatRupees(coupon.minCartValue)}`}</p>
        <p>{datesText(coupon)}</p>
        <p>{limitsText(coupon)}</p>
      </div>
    ),
  },
  {
    id: 'uses',
    header: 'Used',
    cell: ({ row: { original: coupon } }) => (
      <div>
        <p>{usesText(coupon)}</p>
        <p className="text-xs text-mrp">{formatRupees(coupon.discountTotal)} given</p>
      </div>
    ),
  },
];

type Filters = Pick<AdminCouponsQuery, 'q' | 'state'>;

const FILTERS: ListFilter<keyof Filters>[] = [
  { key: 'q', label: 'Search coupons', placeholder: 'Code' },
  {
    key: 'state',
    label: 'State',
    all: 'All coupons',
    options: optionsOf(COUPON_STATES, COUPON_STATE_LABELS),
  },
];

/** Only states the server knows reach it from the address bar; anything else is no filter. */
const readFilters = (params: URLSearchParams) => ({
  q: paramOf(params, 'q'),
  state: paramOf(params, 'state', COUPON_STATES),
});

/** /admin/coupons: every coupon, newest first, with its uses; created and edited in a dialog. */
export function AdminCouponsPage(_: { id?: string }) {
  usePageTitle('Coupons · Console');
  const list = useFilteredList(ADMIN_COUPONS_PAGE_SIZE, readFilters, useAdminCoupons);
  const setActive = useSetCouponActive();
  const remove = useDeleteCoupon();
  /** The coupon in the form: 'new', a saved one, or none. */
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const done = (text: string) => {
    setEditing(null);
    setNotice({ tone: 'done', text });
  };
  const refused = (error: unknown) =>
    setNotice({ tone: 'refused', text: serverMessage(error) ?? MSG.somethingWentWrong });

  const toggle = (coupon: AdminCoupon) => {
    setNotice(null);
    setActive.mutate(
      { id: coupon.id, active: !coupon.active },
      { onSuccess: (answer) => answer.message && done(answer.message), onError: refused },
    );
  };
  // a used coupon stays, so its orders keep their code: the dialog offers switching it off
  const used = (deleting?.useCount ?? 0) > 0;

  const columns = columnsFor({
    busy: setActive.isPending,
    onEdit: (coupon) => {
      setNotice(null);
      setEditing(coupon);
    },
    onToggle: toggle,
    onDelete: (coupon) => {
      setNotice(null);
      setDeleting(coupon);
    },
  });
  const confirmDelete = (coupon: AdminCoupon) =>
    remove.mutate(coupon.id, {
      onSuccess: (answer) => done(answer.message),
      // a used coupon is refused: the owner reads why (deactivate it instead)
      onError: refused,
      onSettled: () => setDeleting(null),
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-plum-900">Coupons</h1>
        <button
          type="button"
          className={buttonClass}
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
        >
          <Plus aria-hidden size={16} /> New coupon
        </button>
      </div>
      {notice?.tone === 'done' ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {notice.text}
        </p>
      ) : null}
      {notice?.tone === 'refused' ? <ErrorText>{notice.text}</ErrorText> : null}
      <FilteredList list={list} filters={FILTERS} noun={['coupon', 'coupons']} className="sm:grid-cols-2">
        {(items) => <DataTable rows={items} columns={columns} caption="Coupons" />}
      </FilteredList>

      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'New coupon' : `Edit ${editing?.code ?? ''}`}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing ? (
          <CouponForm
            coupon={editing === 'new' ? undefined : editing}
            onDone={done}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <Modal
        open={deleting !== null}
        title={used ? `${deleting?.code ?? ''} cannot be deleted` : `Delete ${deleting?.code ?? ''}?`}
        onClose={() => setDeleting(null)}
        size="sm"
        footer={
          <>
            {!used ? (
              <button
                type="button"
                className={buttonClass}
                disabled={remove.isPending}
                onClick={() => deleting && confirmDelete(deleting)}
              >
                Delete
              </button>
            ) : deleting?.active ? (
              <button
                type="button"
                className={buttonClass}
                disabled={setActive.isPending}
                onClick={() => {
                  toggle(deleting);
                  setDeleting(null);
                }}
              >
                Deactivate
              </button>
            ) : null}
            <button type="button" className={quietButtonClass} onClick={() => setDeleting(null)}>
              {used ? 'OK' : 'Keep it'}
            </button>
          </>
        }
      >
        <p className="text-sm text-plum-800">
          {used
            ? COUPON_ADMIN_MSG.usedNotDeleted
            : 'Only a coupon no order has used can be deleted. A used one stays, so its orders keep their code: deactivate it instead.'}
        </p>
      </Modal>
    </div>
  );
}
