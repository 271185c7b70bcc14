import {
  type AdminSlider,
  type AdminSliderBody,
  type AdminSliderForm,
  adminSliderBodySchema,
} from '@storefront/shared';
import { Controller } from 'react-hook-form';
import { LabelledField } from '../catalogue/product-fields';
import { NumberField, numberFields } from '../form-fields';
import { FormImageField } from '../media/image-field';
import { HomeRowForm, StatusSelect, useHomeRowForm } from './home-form-parts';
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
  const form = useHomeRowForm<AdminSliderForm, AdminSliderBody>('sliders', item?.id ?? null, onDone, {
    schema: adminSliderBodySchema,
    defaultValues: valuesOf(item),
    fields: FIELDS,
  });
  const { register, control } = form;
  const { errors } = form.formState;

  const number = numberFields(register, errors);
  return (
    <HomeRowForm form={form} name={item?.sliderName ?? null} noun="slider card" onCancel={onCancel}>
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
        <NumberField label="Price (₹)" hint="Optional" kind="decimal" {...number('price')} />
        <NumberField
          label="Cut-off price (₹)"
          hint="Shown struck through"
          kind="decimal"
          {...number('cutOffPrice')}
        />
        <StatusSelect register={register('status')} error={errors.status?.message} />
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <FormImageField control={control} name="image" label="Image" />
        <FormImageField control={control} name="backgroundImage" label="Background image" />
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
    </HomeRowForm>
  );
}
