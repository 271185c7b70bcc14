import {
  type AdminMarquee,
  type AdminMarqueeBody,
  type AdminMarqueeForm,
  adminMarqueeBodySchema,
} from '@storefront/shared';
import { useServerForm } from '@/components/ui/form';
import { useSaveHomeRow } from '../api/home-content';
import { LabelledField } from '../catalogue/product-fields';
import { ErrorText } from '../ui';
import { FormButtons } from './home-form-parts';
import type { RowFormProps } from './home-list';

/** One heading of the announcement strip at the top of every page. */
export function MarqueeForm({ item, onDone, onCancel }: RowFormProps<AdminMarquee>) {
  const save = useSaveHomeRow<AdminMarqueeBody>('marquees', item?.id ?? null);
  const {
    register,
    formState: { errors, isSubmitting },
    onSubmit,
    failure,
  } = useServerForm<AdminMarqueeForm, AdminMarqueeBody>({
    schema: adminMarqueeBodySchema,
    defaultValues: { heading: item?.heading ?? '' },
    fields: ['heading'],
    submit: async (body) => {
      onDone((await save.mutateAsync(body)).message);
    },
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={item ? `Edit ${item.heading}` : 'New heading'}
      className="space-y-3"
    >
      <LabelledField label="Heading" error={errors.heading?.message}>
        {(props) => <input {...props} {...register('heading')} />}
      </LabelledField>
      {failure ? <ErrorText>{failure}</ErrorText> : null}
      <FormButtons saving={isSubmitting} isNew={!item} noun="heading" onCancel={onCancel} />
    </form>
  );
}
