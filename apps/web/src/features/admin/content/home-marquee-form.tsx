import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminMarquee,
  type AdminMarqueeBody,
  type AdminMarqueeForm,
  adminMarqueeBodySchema,
  MSG,
} from '@storefront/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/form';
import { serverMessage } from '@/lib/api-client';
import { useSaveHomeRow } from '../api/home-content';
import { LabelledField } from '../catalogue/product-fields';
import { ErrorText } from '../ui';
import { FormButtons } from './home-form-parts';
import type { RowFormProps } from './home-list';

/** One heading of the announcement strip at the top of every page. */
export function MarqueeForm({ item, onDone, onCancel }: RowFormProps<AdminMarquee>) {
  const save = useSaveHomeRow<AdminMarqueeBody>('marquees', item?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminMarqueeForm, unknown, AdminMarqueeBody>({
    resolver: zodResolver(adminMarqueeBodySchema),
    defaultValues: { heading: item?.heading ?? '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      onDone((await save.mutateAsync(body)).message);
    } catch (error) {
      if (!applyServerErrors(setError, error, ['heading']))
        setFailure(serverMessage(error) ?? MSG.somethingWentWrong);
    }
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
