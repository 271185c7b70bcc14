import {
  type AdminSlider,
  type AdminSliderBody,
  type AdminSliderForm,
  adminSliderBodySchema,
} from '@storefront/shared';
import { Controller } from 'react-hook-form';
import { useServerForm } from '@/components/ui/form';
import { useSaveHomeRow } from '../api/home-content';
import { LabelledField } from '../catalogue/product-fields';
import { ImageField } from '../media/image-field';
import { ErrorText } from '../ui';
import { FormButtons, StatusSelect } from './home-form-parts';
import type { RowFormProps } from './home-list';
import { LinkedProductField } from './home-product-picker';

const FIELDS = [
  'sliderName',
  'offerName',
  'description',
  'price',
  'cutOffPrice',
  'image',
  'backgroundImage',
  'productId',
  'status',
] as const;

/** Boxes hold text, so "no price" is an empty box. */
const valuesOf = (slider?: AdminSlider): AdminSliderForm => ({
  sliderName: slider?.sliderName ?? '',
  offerName: slider?.offerName ?? '',
  description: slider?.description ?? '',
  price: slider?.price ?? '',
  cutOffPrice: slider?.cutOffPrice ?? '',
  image: slider?.image ?? '',
  backgroundImage: slider?.backgroundImage ?? '',
  productId: slider?.product?.id ?? '',
  status: slider?.status ?? 'Active',
});

/** A hero slider card: its texts, prices in rupees, two pictures and the product View Products opens. */
export function SliderForm({ item, onDone, onCancel }: RowFormProps<AdminSlider>) {
  const save = useSaveHomeRow<AdminSliderBody>('sliders', item?.id ?? null);
  const {
    register,
    control,
    formState: { errors, isSubmitting },
    onSubmit,
    failure,
  } = useServerForm<AdminSliderForm, AdminSliderBody>({
    schema: adminSliderBodySchema,
    defaultValues: valuesOf(item),
    fields: FIELDS,
    submit: async (body) => {
      onDone((await save.mutateAsync(body)).message);
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={item ? `Edit ${item.sliderName}` : 'New slider card'}
      className="space-y-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledField label="Slider name" error={errors.sliderName?.message}>
          {(props) => <input {...props} {...register('sliderName')} />}
        </LabelledField>
        <LabelledField
          label="Offer name"
          hint="Optional, e.g. Up to 20% off"
          error={errors.offerName?.message}
        >
          {(props) => <input {...props} {...register('offerName')} />}
        </LabelledField>
      </div>
      <LabelledField label="Description" error={errors.description?.message}>
        {(props) => <textarea {...props} rows={2} {...register('description')} />}
      </LabelledField>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <LabelledField label="Price (₹)" hint="Optional" error={errors.price?.message}>
          {(props) => (
            <input {...props} type="number" inputMode="decimal" min="0" step="0.01" {...register('price')} />
          )}
        </LabelledField>
        <LabelledField
          label="Cut-off price (₹)"
          hint="Shown struck through"
          error={errors.cutOffPrice?.message}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              {...register('cutOffPrice')}
            />
          )}
        </LabelledField>
        <StatusSelect register={register('status')} error={errors.status?.message} />
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
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
        <Controller
          control={control}
          name="backgroundImage"
          render={({ field }) => (
            <ImageField
              label="Background image"
              value={field.value ?? ''}
              onChange={field.onChange}
              error={errors.backgroundImage?.message}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="productId"
        render={({ field }) => (
          <LinkedProductField
            value={typeof field.value === 'string' ? field.value : ''}
            initial={item?.product ?? null}
            onChange={field.onChange}
            error={errors.productId?.message}
          />
        )}
      />
      {failure ? <ErrorText>{failure}</ErrorText> : null}
      <FormButtons saving={isSubmitting} isNew={!item} noun="slider card" onCancel={onCancel} />
    </form>
  );
}
