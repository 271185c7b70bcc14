import {
  type AdminOffer,
  type AdminOfferBody,
  type AdminOfferForm,
  adminOfferBodySchema,
} from '@storefront/shared';
import { Controller } from 'react-hook-form';
import { useServerForm } from '@/components/ui/form';
import { useSaveHomeRow } from '../api/home-content';
import { LabelledField } from '../catalogue/product-fields';
import { ImageField } from '../media/image-field';
import { ErrorText } from '../ui';
import { FormButtons, StatusSelect } from './home-form-parts';
import type { RowFormProps } from './home-list';

const FIELDS = ['image', 'title', 'description', 'link', 'status'] as const;

/** An offer of the offers strip: picture, title, description and an optional Claim Your Offer link. */
export function OfferForm({ item, onDone, onCancel }: RowFormProps<AdminOffer>) {
  const save = useSaveHomeRow<AdminOfferBody>('offers', item?.id ?? null);
  const {
    register,
    control,
    formState: { errors, isSubmitting },
    onSubmit,
    failure,
  } = useServerForm<AdminOfferForm, AdminOfferBody>({
    schema: adminOfferBodySchema,
    defaultValues: {
      image: item?.image ?? '',
      title: item?.title ?? '',
      description: item?.description ?? '',
      link: item?.link ?? '',
      status: item?.status ?? 'Active',
    },
    fields: FIELDS,
    submit: async (body) => {
      onDone((await save.mutateAsync(body)).message);
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={item ? `Edit ${item.title}` : 'New offer'}
      className="space-y-3"
    >
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
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageField
            label="Image"
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errors.image?.message}
          />
        )}
      />
      {failure ? <ErrorText>{failure}</ErrorText> : null}
      <FormButtons saving={isSubmitting} isNew={!item} noun="offer" onCancel={onCancel} />
    </form>
  );
}
