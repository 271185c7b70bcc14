import {
  type AdminSlider,
  type AdminSliderBody,
  type AdminSliderForm,
  adminSliderBodySchema,
} from '@storefront/shared';
import { Controller } from 'react-hook-form';
import { boxesOf, NumberField, RowForm, StatusSelect, TextField } from '../form-fields';
import { FormImageField } from '../media/image-field';
import { useHomeRowForm } from './home-form-parts';
import type { RowFormProps } from './home-list';
import { LinkedProductField } from './home-product-picker';

const BOXES = [
  'sliderName',
  'offerName',
  'description',
  'price',
  'cutOffPrice',
  'image',
  'backgroundImage',
] as const;
const FIELDS = [...BOXES, 'productId', 'status'] as const;

/** "No price" is an empty box. */
const valuesOf = (slider?: AdminSlider): AdminSliderForm => ({
  ...boxesOf(slider, BOXES),
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
  const { control, field } = form;

  return (
    <RowForm form={form} name={item?.sliderName ?? null} noun="slider card" onCancel={onCancel}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Slider name" {...field('sliderName')} />
        <TextField label="Offer name" hint="Optional, e.g. Up to 20% off" {...field('offerName')} />
      </div>
      <TextField label="Description" rows={2} {...field('description')} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <NumberField label="Price (₹)" hint="Optional" kind="decimal" {...field('price')} />
        <NumberField
          label="Cut-off price (₹)"
          hint="Shown struck through"
          kind="decimal"
          {...field('cutOffPrice')}
        />
        <StatusSelect {...field('status')} />
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
            error={form.formState.errors.productId?.message}
          />
        )}
      />
    </RowForm>
  );
}
