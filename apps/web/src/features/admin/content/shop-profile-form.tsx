import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminShopProfile,
  type AdminShopProfileBody,
  type AdminShopProfileForm,
  adminShopProfileBodySchema,
  CONTENT_ADMIN_MSG,
  SHOP_PROFILE_LIMITS,
} from '@storefront/shared';
import { useAdminShopProfile, useSaveShopProfile } from '../api/content-editing';
import { LabelledField } from '../catalogue/product-fields';
import { FormImageField } from '../media/image-field';
import { OwnerSettingsForm, ownerSettingsSection, useSettingsForm } from '../settings-panel';
import { FIT_PHONE, showServerErrors } from './shop-outcome';

const FIELDS = [
  'logo',
  'name',
  'tagLine',
  'officeAddress',
  'latitude',
  'longitude',
  'email',
  'phone',
] as const;

const formValues = (profile: AdminShopProfile): AdminShopProfileForm => ({
  ...profile,
  latitude: profile.latitude ?? '',
  longitude: profile.longitude ?? '',
});

function ShopProfileForm({ value: profile, owner }: { value: AdminShopProfile; owner: boolean }) {
  const save = useSaveShopProfile();
  const { form, frame } = useSettingsForm<AdminShopProfileForm, AdminShopProfileBody>({
    resolver: zodResolver(adminShopProfileBodySchema),
    defaultValues: formValues(profile),
    fields: FIELDS,
    serverErrors: showServerErrors,
    submit: async (body, form) => {
      const answer = await save.mutateAsync(body);
      // the profile as stored: the e-mail in lower case, the phone's 10 digits
      form.reset(formValues(answer.profile));
      return answer.message ?? CONTENT_ADMIN_MSG.profileSaved;
    },
  });
  const { register, control } = form;
  const { errors } = form.formState;
  return (
    <OwnerSettingsForm
      label="Shop profile"
      owner={owner}
      saveLabel="Save shop profile"
      {...frame}
      className={FIT_PHONE}
    >
      <FormImageField control={control} name="logo" label="Logo" />
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledField label="Shop name" error={errors.name?.message}>
          {(props) => (
            <input
              {...props}
              autoComplete="organization"
              maxLength={SHOP_PROFILE_LIMITS.name}
              {...register('name')}
            />
          )}
        </LabelledField>
        <LabelledField label="Tag line" hint="Under the name in the header" error={errors.tagLine?.message}>
          {(props) => <input {...props} maxLength={SHOP_PROFILE_LIMITS.tagLine} {...register('tagLine')} />}
        </LabelledField>
      </div>
      <LabelledField label="Office address" error={errors.officeAddress?.message}>
        {(props) => (
          <textarea
            {...props}
            rows={2}
            maxLength={SHOP_PROFILE_LIMITS.officeAddress}
            {...register('officeAddress')}
          />
        )}
      </LabelledField>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledField
          label="Latitude"
          hint="Optional: with the longitude, where delivery distances are measured from"
          error={errors.latitude?.message}
        >
          {(props) => (
            <input {...props} inputMode="decimal" placeholder="26.9196" {...register('latitude')} />
          )}
        </LabelledField>
        <LabelledField label="Longitude" hint="Optional" error={errors.longitude?.message}>
          {(props) => (
            <input {...props} inputMode="decimal" placeholder="75.8267" {...register('longitude')} />
          )}
        </LabelledField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledField label="E-mail" hint="Also where new-order mails go" error={errors.email?.message}>
          {(props) => <input {...props} type="email" autoComplete="email" {...register('email')} />}
        </LabelledField>
        <LabelledField label="Phone" hint="10 digits; optional" error={errors.phone?.message}>
          {(props) => (
            <input {...props} type="tel" inputMode="tel" autoComplete="tel" {...register('phone')} />
          )}
        </LabelledField>
      </div>
    </OwnerSettingsForm>
  );
}

/** The shop's name, logo, tag line, office and contact, as the storefront's header and contact page show them. */
export const ShopProfileSection = ownerSettingsSection('Shop profile', useAdminShopProfile, ShopProfileForm);
