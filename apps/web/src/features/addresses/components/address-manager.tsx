import {
  type Address,
  type DefaultKind,
  defaultAddressRefusal,
  resolveDefaultAddresses,
} from '@storefront/shared';
import { MapPinPlus, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ErrorNote } from '@/components/ui/error-note';
import { placeholderKeys, Skeleton } from '@/components/ui/skeleton';
import { useActivePincodes } from '@/features/content';
import { useAddresses } from '../api/get-addresses';
import { AddressFormModal, LOCATION_ICONS } from './address-form-modal';
import { formatAddress } from './address-text';
import { CardActions } from './card-actions';
import { ChangeSelectionModal } from './change-selection-modal';
import { DeleteAddressModal } from './delete-address-modal';

type Editing = { address: Address | null } | null;

/** The saved addresses with add, edit, delete and the default shipping and billing choice. */
export function AddressManager() {
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [choosing, setChoosing] = useState<DefaultKind | null>(null);
  const list = addresses.data ?? [];
  const defaults = resolveDefaultAddresses(list);
  const pincodes = useActivePincodes();
  const validate = (address: Address) =>
    choosing ? defaultAddressRefusal(choosing, address.pincode, pincodes.data ?? []) : null;

  return (
    <section aria-labelledby="addresses-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-heading" className="font-serif text-2xl text-plum-900">
          Saved addresses
        </h2>
        <button type="button" className="btn-primary" onClick={() => setEditing({ address: null })}>
          <MapPinPlus className="size-4" aria-hidden="true" /> Add address
        </button>
      </div>

      {addresses.isPending ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2" role="status" aria-label="Loading addresses">
          {placeholderKeys(2, 'address').map((key) => (
            <Skeleton key={key} className="h-36 rounded-2xl" />
          ))}
        </div>
      ) : addresses.isError ? (
        <ErrorNote message="We could not load your addresses. Please try again." />
      ) : list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ivory-300 bg-ivory-50 px-6 py-10 text-center">
          <p className="font-serif text-lg text-plum-900">No saved addresses yet</p>
          <p className="mt-1 text-sm text-plum-700">Add one now and checkout takes a single tap.</p>
        </div>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {(['shipping', 'billing'] as const).map((kind) => {
              const chosen = defaults[kind];
              return (
                <div
                  key={kind}
                  className="flex items-start justify-between gap-3 rounded-2xl bg-plum-900 p-4 text-ivory-50"
                >
                  <div className="min-w-0">
                    <p className="text-xs font-medium tracking-[0.15em] text-gold-300 uppercase">
                      Default {kind}
                    </p>
                    <p className="mt-1 truncate text-sm" title={chosen ? formatAddress(chosen) : undefined}>
                      {chosen ? `${chosen.location_user}: ${formatAddress(chosen)}` : 'Not chosen'}
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() => setChoosing(kind)}
                    aria-label={`Change default ${kind} address`}
                    className="btn min-h-9 shrink-0 border border-ivory-50/30 px-4 text-ivory-50 hover:bg-ivory-50/10"
                  >
                    Change
                  </button>
                </div>
              );
            })}
          </div>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Addresses">
            {list.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                isShipping={defaults.shipping?.id === address.id}
                isBilling={defaults.billing?.id === address.id}
                onEdit={() => setEditing({ address })}
                onDelete={() => setDeleting(address)}
              />
            ))}
          </ul>
        </>
      )}

      <AddressFormModal
        open={editing !== null}
        address={editing?.address ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteAddressModal address={deleting} onClose={() => setDeleting(null)} />
      <ChangeSelectionModal
        open={choosing !== null}
        kind={choosing ?? 'shipping'}
        addresses={list}
        validate={validate}
        onClose={() => setChoosing(null)}
      />
    </section>
  );
}

export function AddressCard({
  address,
  isShipping,
  isBilling,
  onEdit,
  onDelete,
}: {
  address: Address;
  isShipping: boolean;
  isBilling: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const Icon = LOCATION_ICONS[address.location_user];
  const text = formatAddress(address);
  return (
    <li
      className="flex flex-col rounded-2xl border border-ivory-300 bg-ivory-50 p-4"
      data-testid="address-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="grid size-9 place-items-center rounded-full bg-plum-900/5 text-plum-900">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="font-semibold text-plum-900">{address.location_user}</span>
        {isShipping ? <Badge>Default shipping</Badge> : null}
        {isBilling ? <Badge>Default billing</Badge> : null}
      </div>
      <p className="mt-3 flex-1 text-sm leading-relaxed break-words text-plum-800">
        {address.user_name ? (
          <span className="block font-medium text-plum-900">{address.user_name}</span>
        ) : null}
        {text}
      </p>
      {onEdit || onDelete ? (
        <CardActions
          className="mt-4"
          subject={`${address.location_user} address, ${text}`}
          actions={[
            onEdit && { verb: 'Edit', onClick: onEdit, Icon: Pencil },
            onDelete && {
              verb: 'Delete',
              onClick: onDelete,
              Icon: Trash2,
              tone: 'text-sale hover:border-sale hover:bg-sale/5',
            },
          ]}
        />
      ) : null}
    </li>
  );
}

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-gold-300/40 px-2.5 py-0.5 text-xs font-medium text-gold-700">
      {children}
    </span>
  );
}
