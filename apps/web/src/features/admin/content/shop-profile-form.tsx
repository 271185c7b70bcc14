import {
  type AdminShopProfile,
  type AdminShopProfileForm,
  adminShopProfileBodySchema,
  CONTENT_ADMIN_MSG,
  SHOP_PROFILE_LIMITS,
} from '@storefront/shared';
import { useAdminShopProfile, useSaveShopProfile } from '../api/content-editing';
import { TextField, withLimits } from '../form-fields';
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

/** The shop's place, as decimal degrees (an example of each as its placeholder). */
const COORDINATES = [
  [
    'latitude',
    'Latitude',
    'Optional: with the longitude, where delivery distances are measured from',
    '26.9196',
  ],
  ['longitude', 'Longitude', 'Optional', '75.8267'],
] as const;

/** Where the shop is reached, each with the keyboard and autofill of its kind. */
const CONTACTS = [
  ['email', 'E-mail', 'Also where new-order mails go', { type: 'email', autoComplete: 'email' }],
  ['phone', 'Phone', '10 digits; optional', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' }],
] as const;

const formValues = (profile: AdminShopProfile): AdminShopProfileForm => ({
  ...profile,
  latitude: profile.latitude ?? '',
  longitude: profile.longitude ?? '',
});

function ShopProfileForm({ value: profile, owner }: { value: AdminShopProfile; owner: boolean }) {
  const save = useSaveShopProfile();
  const { form, frame, field } = useSettingsForm('Shop profile', owner, {
    schema: adminShopProfileBodySchema,
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
  const { control } = form;
  const limited = withLimits(field, SHOP_PROFILE_LIMITS);
  return (
    <OwnerSettingsForm {...frame} className={FIT_PHONE}>
      <FormImageField control={control} name="logo" label="Logo" />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Shop name" autoComplete="organization" {...limited('name')} />
        <TextField label="Tag line" hint="Under the name in the header" {...limited('tagLine')} />
      </div>
      <TextField label="Office address" rows={2} {...limited('officeAddress')} />
      <div className="grid gap-3 sm:grid-cols-2">
        {COORDINATES.map(([name, label, hint, example]) => (
          <TextField
            key={name}
            label={label}
            hint={hint}
            inputMode="decimal"
            placeholder={example}
            {...field(name)}
          />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {CONTACTS.map(([name, label, hint, box]) => (
          <TextField key={name} label={label} hint={hint} {...box} {...field(name)} />
        ))}
      </div>
    </OwnerSettingsForm>
  );
}

/** The shop's name, logo, tag line, office and contact, as the storefront's header and contact page show them. */
export const ShopProfileSection = ownerSettingsSection('Shop profile', useAdminShopProfile, ShopProfileForm);
