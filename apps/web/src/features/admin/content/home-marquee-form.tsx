import {
  type AdminMarquee,
  type AdminMarqueeBody,
  type AdminMarqueeForm,
  adminMarqueeBodySchema,
} from '@storefront/shared';
import { RowForm, TextField } from '../form-fields';
import { useHomeRowForm } from './home-form-parts';
import type { RowFormProps } from './home-list';

/** One heading of the announcement strip at the top of every page. */
export function MarqueeForm({ item, onDone, onCancel }: RowFormProps<AdminMarquee>) {
  const form = useHomeRowForm<AdminMarqueeForm, AdminMarqueeBody>('marquees', item?.id ?? null, onDone, {
    schema: adminMarqueeBodySchema,
    defaultValues: { heading: item?.heading ?? '' },
    fields: ['heading'],
  });
  const { field } = form;
  return (
    <RowForm form={form} name={item?.heading ?? null} noun="heading" onCancel={onCancel}>
      <TextField label="Heading" {...field('heading')} />
    </RowForm>
  );
}
