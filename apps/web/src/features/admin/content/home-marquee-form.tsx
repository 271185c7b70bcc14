import {
  type AdminMarquee,
  type AdminMarqueeBody,
  type AdminMarqueeForm,
  adminMarqueeBodySchema,
} from '@storefront/shared';
import { LabelledField } from '../catalogue/product-fields';
import { HomeRowForm, useHomeRowForm } from './home-form-parts';
import type { RowFormProps } from './home-list';

/** One heading of the announcement strip at the top of every page. */
export function MarqueeForm({ item, onDone, onCancel }: RowFormProps<AdminMarquee>) {
  const form = useHomeRowForm<AdminMarqueeForm, AdminMarqueeBody>('marquees', item?.id ?? null, onDone, {
    schema: adminMarqueeBodySchema,
    defaultValues: { heading: item?.heading ?? '' },
    fields: ['heading'],
  });
  const { register } = form;
  const { errors } = form.formState;
  return (
    <HomeRowForm form={form} name={item?.heading ?? null} noun="heading" onCancel={onCancel}>
      <LabelledField label="Heading" error={errors.heading?.message}>
        {(props) => <input {...props} {...register('heading')} />}
      </LabelledField>
    </HomeRowForm>
  );
}
