import {
  type AdminOffer,
  type AdminOfferBody,
  type AdminOfferForm,
  adminOfferBodySchema,
} from '@storefront/shared';
import { boxesOf, RowForm, StatusSelect, TextField } from '../form-fields';
import { FormImageField } from '../media/image-field';
import { useHomeRowForm } from './home-form-parts';
import type { RowFormProps } from './home-list';

const FIELDS = ['image', 'title', 'description', 'link', 'status'] as const;

/** An offer of the offers strip: picture, title, description and an optional Claim Your Offer link. */
export function OfferForm({ item, onDone, onCancel }: RowFormProps<AdminOffer>) {
  const form = useHomeRowForm<AdminOfferForm, AdminOfferBody>('offers', item?.id ?? null, onDone, {
    schema: adminOfferBodySchema,
    defaultValues: {
      ...boxesOf(item, ['image', 'title', 'description', 'link']),
      status: item?.status ?? 'Active',
    },
    fields: FIELDS,
  });
  const { control, field } = form;

  return (
    <RowForm form={form} name={item?.title ?? null} noun="offer" onCancel={onCancel}>
      <div className="grid gap-3 sm:grid-cols-[2fr_8rem]">
        <TextField label="Title" {...field('title')} />
        <StatusSelect {...field('status')} />
      </div>
      <TextField label="Description" rows={2} {...field('description')} />
      <TextField
        label="Link"
        hint="Optional: a page of the shop (/Products?category=Attar) or an https:// address"
        inputMode="url"
        {...field('link')}
      />
      <FormImageField control={control} name="image" label="Image" />
    </RowForm>
  );
}
