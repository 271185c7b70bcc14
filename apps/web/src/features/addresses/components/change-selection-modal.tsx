import { ADDRESS_MSG, type Address, type DefaultKind, resolveDefaultAddresses } from '@storefront/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SubmitButton } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { addressesKey } from '../api/get-addresses';
import { makeDefaultAddress } from '../api/set-default-address';
import { formatAddress } from './address-text';

/**
 * Picks the default shipping or billing address. Save clears the previous default of
 * that kind and flags the chosen one (docs/api.md). `validate` lets checkout refuse an
 * address (e.g. a pincode it does not deliver to) with its own text.
 */
export function ChangeSelectionModal({
  open,
  kind,
  addresses,
  onClose,
  onSaved,
  validate,
}: {
  open: boolean;
  kind: DefaultKind;
  addresses: Address[];
  onClose: () => void;
  onSaved?: (address: Address) => void;
  validate?: (address: Address) => string | null;
}) {
  if (!open) return null;
  return (
    <Modal
      open
      title={kind === 'shipping' ? 'Choose shipping address' : 'Choose billing address'}
      onClose={onClose}
    >
      <ChangeSelectionBody
        kind={kind}
        addresses={addresses}
        onClose={onClose}
        onSaved={onSaved}
        validate={validate}
      />
    </Modal>
  );
}

function ChangeSelectionBody({
  kind,
  addresses,
  onClose,
  onSaved,
  validate,
}: {
  kind: DefaultKind;
  addresses: Address[];
  onClose: () => void;
  onSaved?: (address: Address) => void;
  validate?: (address: Address) => string | null;
}) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const current = resolveDefaultAddresses(addresses)[kind];
  const [selected, setSelected] = useState<string | null>(current?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  const save = async () => {
    const chosen = addresses.find((address) => address.id === selected);
    if (!chosen) {
      setError(ADDRESS_MSG.selectBeforeSaving);
      return;
    }
    const refusal = validate?.(chosen) ?? null;
    if (refusal) {
      setError(refusal);
      return;
    }
    if (!user) return;
    setSaving(true);
    try {
      const answer = await makeDefaultAddress(kind, user.user_id, chosen.id);
      notify.success(ADDRESS_MSG.defaultUpdated(kind));
      await queryClient.invalidateQueries({ queryKey: addressesKey(user.user_id) });
      onSaved?.(answer.data);
      onClose();
    } catch (failure) {
      console.error(failure);
      notify.error(ADDRESS_MSG.errorSettingDefault);
      // the old default may be cleared already: show what the server has now
      await queryClient.invalidateQueries({ queryKey: addressesKey(user.user_id) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-4">
      {addresses.length === 0 ? (
        <p className="text-sm text-plum-700">You have no saved addresses yet.</p>
      ) : (
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="sr-only">{kind === 'shipping' ? 'Shipping address' : 'Billing address'}</legend>
          <ul className="space-y-2">
            {addresses.map((address) => (
              <li key={address.id}>
                <label
                  className={`flex cursor-pointer gap-3 rounded-2xl border p-4 transition-colors ${
                    selected === address.id
                      ? 'border-gold-500 bg-gold-300/15'
                      : 'border-ivory-300 bg-white hover:border-plum-900/30'
                  }`}
                >
                  <input
                    type="radio"
                    name={`default-${kind}`}
                    value={address.id}
                    checked={selected === address.id}
                    onChange={() => {
                      setSelected(address.id);
                      setError(null);
                    }}
                    className="mt-1 size-4 accent-plum-900"
                  />
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-plum-900">{address.location_user}</span>
                    <span className="block text-sm break-words text-plum-700">{formatAddress(address)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-sale">
          {error}
        </p>
      ) : null}
      <div className="flex gap-3 pt-1">
        <button type="button" className="btn-outline flex-1" onClick={onClose}>
          Cancel
        </button>
        <SubmitButton busy={saving} onClick={save} className="btn-primary flex-1">
          Save
        </SubmitButton>
      </div>
    </div>
  );
}
