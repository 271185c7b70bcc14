import { ADDRESS_MSG, type Address } from '@storefront/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SubmitButton } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { deleteAddress } from '../api/delete-address';
import { addressesKey } from '../api/get-addresses';
import { formatAddress } from './address-text';

/** The delete confirmation (docs/api.md: Are you sure you want to delete this address?). */
export function DeleteAddressModal({ address, onClose }: { address: Address | null; onClose: () => void }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  if (!address) return null;

  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteAddress(address.id);
      notify.success(ADDRESS_MSG.deleted);
      await queryClient.invalidateQueries({ queryKey: addressesKey(user?.user_id) });
      onClose();
    } catch (error) {
      notify.error(error instanceof ApiError ? ADDRESS_MSG.failedToDelete : ADDRESS_MSG.errorDeleting);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal open title="Delete address" onClose={onClose} size="sm">
      <p className="text-plum-900">{ADDRESS_MSG.deleteConfirm}</p>
      <p className="mt-2 rounded-xl bg-ivory-100 px-3 py-2 text-sm text-plum-700">
        {address.location_user}: {formatAddress(address)}
      </p>
      <div className="mt-5 flex gap-3">
        <button type="button" className="btn-outline flex-1" onClick={onClose} data-autofocus>
          Cancel
        </button>
        <SubmitButton
          busy={deleting}
          onClick={confirm}
          className="btn flex-1 bg-sale text-ivory-50 hover:bg-sale/90"
        >
          Delete
        </SubmitButton>
      </div>
    </Modal>
  );
}
