import {
  ADDRESS_MSG,
  type Address,
  type DefaultKind,
  defaultAddressRefusal,
  resolveDefaultAddresses,
} from '@storefront/shared';
import { useQueryClient } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { ErrorNote } from '@/components/ui/error-note';
import { Skeleton } from '@/components/ui/skeleton';
import {
  AddressFormModal,
  addressesKey,
  CardActions,
  ChangeSelectionModal,
  formatAddress,
  makeDefaultAddress,
  useAddresses,
} from '@/features/addresses';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { InlineError } from './inline-error';

/** The section's element id: Place order scrolls to it when an address check fails. */
export const ADDRESSES_ID = 'checkout-addresses';

/**
 * The customer's addresses with the shipping and billing ones resolved from their defaults:
 * `section` is what AddressSection shows of them.
 */
export function useCheckoutAddresses() {
  const addresses = useAddresses();
  const list = addresses.data ?? [];
  const { shipping, billing } = resolveDefaultAddresses(list);
  return {
    shipping,
    billing,
    section: {
      addresses: list,
      isPending: addresses.isPending,
      isError: addresses.isError,
      shipping,
      billing,
    },
  };
}

/**
 * Shipping and billing address cards with Change (when there is more than one address)
 * and Add. A shipping address outside the shop's pincodes is refused in the change modal.
 */
export function AddressSection({
  addresses,
  isPending,
  isError,
  shipping,
  billing,
  activePincodes,
  errors,
}: {
  addresses: Address[];
  isPending: boolean;
  isError: boolean;
  shipping: Address | null;
  billing: Address | null;
  activePincodes: readonly string[];
  errors: Partial<Record<DefaultKind, string>>;
}) {
  const [choosing, setChoosing] = useState<DefaultKind | null>(null);
  // which card's Add was pressed: the address made there becomes that card's address
  const [adding, setAdding] = useState<DefaultKind | null>(null);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const refusal = (kind: DefaultKind, address: Address) =>
    defaultAddressRefusal(kind, address.pincode, activePincodes);
  const validate = (address: Address) => (choosing ? refusal(choosing, address) : null);
  const selectAdded = async (kind: DefaultKind, address: Address) => {
    if (!user) return;
    // saved either way, but an address the shop does not deliver to is not chosen for shipping
    const refused = refusal(kind, address);
    if (refused) {
      notify.error(refused);
      return;
    }
    try {
      await makeDefaultAddress(kind, user.user_id, address.id);
    } catch {
      notify.error(ADDRESS_MSG.errorSettingDefault);
    }
    await queryClient.invalidateQueries({ queryKey: addressesKey(user.user_id) });
  };
  return (
    <section aria-labelledby="address-heading" className="scroll-mt-40 space-y-3" id={ADDRESSES_ID}>
      <h2 id="address-heading" className="font-serif text-xl text-plum-900">
        Delivery
      </h2>
      {isPending ? (
        <div className="grid gap-3 sm:grid-cols-2" role="status" aria-label="Loading addresses">
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : isError ? (
        <ErrorNote message="We could not load your addresses. Please try again." />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {(['shipping', 'billing'] as const).map((kind) => (
            <AddressChoice
              key={kind}
              kind={kind}
              address={kind === 'shipping' ? shipping : billing}
              canChange={addresses.length > 1}
              error={errors[kind]}
              onChange={() => setChoosing(kind)}
              onAdd={() => setAdding(kind)}
            />
          ))}
        </div>
      )}
      <ChangeSelectionModal
        open={choosing !== null}
        kind={choosing ?? 'shipping'}
        addresses={addresses}
        onClose={() => setChoosing(null)}
        validate={validate}
      />
      <AddressFormModal
        open={adding !== null}
        address={null}
        onClose={() => setAdding(null)}
        onSaved={(address) => {
          if (adding) void selectAdded(adding, address);
        }}
      />
    </section>
  );
}

function AddressChoice({
  kind,
  address,
  canChange,
  error,
  onChange,
  onAdd,
}: {
  kind: DefaultKind;
  address: Address | null;
  canChange: boolean;
  error?: string;
  onChange: () => void;
  onAdd: () => void;
}) {
  const label = kind === 'shipping' ? 'Shipping address' : 'Billing address';
  return (
    <div
      className={`flex flex-col rounded-2xl border bg-ivory-50 p-4 ${error ? 'border-sale' : 'border-ivory-300'}`}
      data-testid={`checkout-${kind}`}
    >
      <p className="flex items-center gap-2 text-xs font-medium tracking-[0.15em] text-gold-700 uppercase">
        <MapPin className="size-4" aria-hidden="true" /> {label}
      </p>
      {address ? (
        <p className="mt-2 flex-1 text-sm leading-relaxed break-words text-plum-800">
          <span className="block font-medium text-plum-900">
            {address.location_user}
            {address.user_name ? ` · ${address.user_name}` : ''}
          </span>
          {formatAddress(address)}
        </p>
      ) : (
        <p className="mt-2 flex-1 text-sm text-plum-700">No address yet. Add one to receive your order.</p>
      )}
      <InlineError message={error} testId={`checkout-error-${kind}`} />
      <CardActions
        className="mt-3"
        subject={label.toLowerCase()}
        actions={[canChange && { verb: 'Change', onClick: onChange }, { verb: 'Add', onClick: onAdd }]}
      />
    </div>
  );
}
