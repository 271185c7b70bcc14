import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminShopProfile,
  type AdminShopProfileBody,
  type AdminShopProfileForm,
  adminShopProfileBodySchema,
  CONTENT_ADMIN_MSG,
  SHOP_PROFILE_LIMITS,
} from '@storefront/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAdminShopProfile, useSaveShopProfile } from '../api/content-editing';
import { LabelledField } from '../catalogue/product-fields';
import { ImageField } from '../media/image-field';
import { failed, type Outcome, OutcomeText, OwnerSaveButton, OwnerSettingsPanel } from '../settings-panel';
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

function ShopProfileForm({ profile, owner }: { profile: AdminShopProfile; owner: boolean }) {
  const save = useSaveShopProfile();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminShopProfileForm, unknown, AdminShopProfileBody>({
    resolver: zodResolver(adminShopProfileBodySchema),
    defaultValues: formValues(profile),
  });
  const onSubmit = handleSubmit(async (body) => {
    setOutcome(null);
    try {
      const answer = await save.mutateAsync(body);
      // the profile as stored: the e-mail in lower case, the phone's 10 digits
      reset(formValues(answer.profile));
      setOutcome({ ok: true, text: answer.message ?? CONTENT_ADMIN_MSG.profileSaved });
    } catch (error) {
      if (!showServerErrors(setError, error, FIELDS)) setOutcome(failed(error));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Shop profile" className={FIT_PHONE}>
      <fieldset disabled={!owner} className="space-y-3">
        <Controller
          control={control}
          name="logo"
          render={({ field, fieldState }) => (
            <ImageField
              label="Logo"
              value={field.value ? String(field.value) : ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
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
        <OwnerSaveButton owner={owner} busy={isSubmitting} label="Save shop profile" />
      </fieldset>
      <div className="mt-3">
        <OutcomeText outcome={outcome} />
      </div>
    </form>
  );
}

/** The shop's name, logo, tag line, office and contact, as the storefront's header and contact page show them. */
export function ShopProfileSection({ owner }: { owner: boolean }) {
  const profile = useAdminShopProfile();
  return (
    <OwnerSettingsPanel title="Shop profile" owner={owner} query={profile}>
      {(data) => <ShopProfileForm profile={data} owner={owner} />}
    </OwnerSettingsPanel>
  );
}
