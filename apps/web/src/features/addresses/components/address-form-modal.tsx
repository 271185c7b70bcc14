import {
  ADDRESS_MSG,
  type Address,
  type AddressForm,
  addressFormSchema,
  LOCATION_TYPES,
} from '@storefront/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Briefcase, Home, MapPin } from 'lucide-react';
import { useId } from 'react';
import {
  bindField,
  Field,
  FieldMessage,
  SubmitButton,
  TextareaField,
  useServerForm,
} from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { addAddress } from '../api/add-address';
import { addressesKey } from '../api/get-addresses';
import { updateAddress } from '../api/update-address';

export const LOCATION_ICONS = { Home, Office: Briefcase, Others: MapPin } as const;

function initialValues(address: Address | null): AddressForm {
  return {
    location_user: address?.location_user ?? 'Home',
    new_address: address?.new_address ?? '',
    area: address?.area ?? '',
    city: address?.city ?? '',
    pincode: address?.pincode ?? '',
  };
}

/**
 * Add (address null) or Edit an address. The shared zod schema validates, so the texts
 * match the server's; on a failed save the modal stays open with what was typed.
 */
export function AddressFormModal({
  open,
  address,
  onClose,
  onSaved,
}: {
  open: boolean;
  address: Address | null;
  onClose: () => void;
  onSaved?: (address: Address) => void;
}) {
  return open ? (
    <Modal open title={address ? 'Edit address' : 'Add address'} onClose={onClose} footer={null}>
      <AddressFormBody address={address} onClose={onClose} onSaved={onSaved} />
    </Modal>
  ) : null;
}

function AddressFormBody({
  address,
  onClose,
  onSaved,
}: {
  address: Address | null;
  onClose: () => void;
  onSaved?: (address: Address) => void;
}) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const typeLabelId = useId();
  const form = useServerForm({
    schema: addressFormSchema,
    defaultValues: initialValues(address),
    fields: ['location_user', 'new_address', 'area', 'city', 'pincode'],
    submit: async (values) => {
      if (!user) return;
      const body = {
        ...values,
        user_id: user.user_id,
        user_name: address?.user_name || user.full_name || user.name || '',
        // the server places the address from its pincode (or a geocoder): echoing the stored
        // position would keep the old one after the address is changed
        latitude: null,
        longitude: null,
      };
      const answer = address ? await updateAddress(address.id, body) : await addAddress(body);
      notify.success(address ? ADDRESS_MSG.updated : ADDRESS_MSG.added);
      await queryClient.invalidateQueries({ queryKey: addressesKey(user.user_id) });
      onSaved?.(answer.data);
      onClose();
    },
    onRefused: (error) =>
      notify.error(
        serverMessage(error) ??
          (error instanceof ApiError ? ADDRESS_MSG.failedToSave : ADDRESS_MSG.errorSaving),
      ),
  });
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const chosenType = form.watch('location_user');

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="space-y-4"
      aria-label={address ? 'Edit address' : 'Add address'}
    >
      <fieldset aria-describedby={errors.location_user ? `${typeLabelId}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-plum-900">Save as</legend>
        <div className="grid grid-cols-3 gap-2">
          {LOCATION_TYPES.map((type) => {
            const Icon = LOCATION_ICONS[type];
            const checked = chosenType === type;
            return (
              <label
                key={type}
                className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border px-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500 ${
                  checked
                    ? 'border-plum-900 bg-plum-900 text-ivory-50'
                    : 'border-ivory-300 bg-white text-plum-900 hover:border-plum-900/40'
                }`}
              >
                <input type="radio" value={type} className="sr-only" {...form.register('location_user')} />
                <Icon className="size-4" aria-hidden="true" />
                {type}
              </label>
            );
          })}
        </div>
        <FieldMessage id={`${typeLabelId}-error`} error={errors.location_user?.message} />
      </fieldset>
      <TextareaField
        label="Address (house no., building, street)"
        autoComplete="street-address"
        {...field('new_address')}
      />
      <Field label="Area / locality" autoComplete="address-level3" {...field('area')} />
      <div className="grid grid-cols-2 gap-3">
        <Field label="City" autoComplete="address-level2" {...field('city')} />
        <Field
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          {...field('pincode')}
        />
      </div>
      <div className="flex gap-3 pt-2">
        <button type="button" className="btn-outline flex-1" onClick={onClose}>
          Cancel
        </button>
        <SubmitButton busy={isSubmitting} className="btn-primary flex-1">
          {address ? 'Save changes' : 'Save address'}
        </SubmitButton>
      </div>
    </form>
  );
}
