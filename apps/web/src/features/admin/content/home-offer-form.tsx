import {
  type AdminOffer,
  type AdminOfferBody,
  type AdminOfferForm,
  adminOfferBodySchema,
} from '@storefront/shared';
import { LabelledField } from '../catalogue/product-fields';
import { FormImageField } from '../media/image-field';
import { HomeRowForm, StatusSelect, useHomeRowForm } from './home-form-parts';
import type { RowFormProps } from './home-list';

const FIELDS = ['image', 'title', 'description', 'link', 'status'] as const;

/** An offer of the offers strip: picture, title, description and an optional Claim Your Offer link. */
export function OfferForm({ item, onDone, onCancel }: RowFormProps<AdminOffer>) {
  const form = useHomeRowForm<AdminOfferForm, AdminOfferBody>('offers', item?.id ?? null, onDone, {
    schema: adminOfferBodySchema,
    defaultValues: {
      image: item?.image ?? '',
      title: item?.title ?? '',
      description: item?.description ?? '',
      link: item?.link ?? '',
      status: item?.status ?? 'Active',
    },
    fields: FIELDS,
  });
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <HomeRowForm form={form} name={item?.title ?? null} noun="offer" onCancel={onCancel}>
      <div className="grid gap-3 sm:grid-cols-[2fr_8rem]">
        <LabelledField label="Title" error={errors.title?.message}>
          {(props) => <input {...props} {...register('title')} />}
        </LabelledField>
        <StatusSelect register={register('status')} error={errors.status?.message} />
      </div>
      <LabelledField label="Description" error={errors.description?.message}>
        {(props) => <textarea {...props} rows={2} {...register('description')} />}
      </LabelledField>
      <LabelledField
        label="Link"
        hint="Optional: a page of the shop (/Products?category=Attar) or an https:// address"
        error={errors.link?.message}
      >
        {(props) => <input {...props} inputMode="url" {...register('link')} />}
      </LabelledField>
      <FormImageField control={control} name="image" label="Image" />
    </HomeRowForm>
  );
}
